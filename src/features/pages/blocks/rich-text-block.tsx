import { RichText } from '@payloadcms/richtext-lexical/react'

import type { Page } from '@/payload-types'

type RichTextData = Extract<NonNullable<Page['layout']>[number], { blockType: 'richText' }>

export function RichTextBlock({ block }: { block: RichTextData }) {
  return <RichText data={block.content} className="prose" />
}
