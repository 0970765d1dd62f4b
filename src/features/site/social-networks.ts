/** The networks of the site's social links, as people write them. */
export const networkNames: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
  github: 'GitHub',
  mastodon: 'Mastodon',
}
