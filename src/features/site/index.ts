/** The visitor site's shell: page metadata, header with the menu, footer. */
export { Footer } from './footer'
export { Header, menuHref } from './header'
export { pageMetadata } from './metadata'
