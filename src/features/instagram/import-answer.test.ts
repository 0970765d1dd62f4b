import { describe, expect, it } from 'vitest'

import { CANNOT_ADD_GALLERY, CANNOT_GET_RESPONSE, formatAnswer, formatError, readImportAnswer, type ImportedItem } from './import-answer'

const item = (id: number): ImportedItem => ({ id, alt: `Post ${id}`, thumbUrl: `/api/media/file/p${id}-300x300.jpg`, filetype: 'EMBED_OEMBED_INSTAGRAM_IMAGE', embedUrl: `https://www.instagram.com/p/CODE${id}/` })

describe('the Instagram import answer, as the dialog reads it (SPEC.md error catalogue)', () => {
  it('an empty response: alerts that there was no response and hides the loader', () => {
    expect(readImportAnswer('')).toEqual({ kind: 'alert', message: 'Error: cannot get response from the server.' })
    expect(readImportAnswer(null)).toEqual({ kind: 'alert', message: CANNOT_GET_RESPONSE })
    expect(readImportAnswer('  \n')).toEqual({ kind: 'alert', message: CANNOT_GET_RESPONSE })
  })

  it('missing delimiters: hides the loader without a word', () => {
    expect(readImportAnswer('<html>Bad gateway</html>')).toEqual({ kind: 'hide-loader' })
    expect(readImportAnswer('WD_delimiter_start[1,2]')).toEqual({ kind: 'hide-loader' })
    expect(readImportAnswer('[1,2]WD_delimiter_end')).toEqual({ kind: 'hide-loader' })
    // The end marker must follow the start marker.
    expect(readImportAnswer('WD_delimiter_end[]WD_delimiter_start')).toEqual({ kind: 'hide-loader' })
  })

  it('unparseable JSON between the delimiters: alerts that the gallery cannot be added', () => {
    expect(readImportAnswer('WD_delimiter_start{not json WD_delimiter_end')).toEqual({ kind: 'alert', message: 'There is some error. Cannot add Instagram gallery.' })
    expect(readImportAnswer('WD_delimiter_startWD_delimiter_end')).toEqual({ kind: 'alert', message: CANNOT_ADD_GALLERY })
    // JSON, but not the array the protocol promises.
    expect(readImportAnswer('WD_delimiter_start{"a":1}WD_delimiter_end')).toEqual({ kind: 'alert', message: CANNOT_ADD_GALLERY })
  })

  it('the server error array: alerts "Error: " and the message', () => {
    expect(readImportAnswer(formatError('Instagram did not accept the access token.'))).toEqual({ kind: 'alert', message: 'Error: Instagram did not accept the access token.' })
    // Text around the markers (a PHP notice in the original) does not matter.
    expect(readImportAnswer(`Notice: x\n${formatError('Rate limited.')}\n`)).toEqual({ kind: 'alert', message: 'Error: Rate limited.' })
  })

  it('items: added in reverse order, false entries skipped', () => {
    const answer = formatAnswer([item(1), false, item(2), item(3), false])
    expect(answer).toBe(`WD_delimiter_start${JSON.stringify([item(1), false, item(2), item(3), false])}WD_delimiter_end`)
    expect(readImportAnswer(answer)).toEqual({ kind: 'add', items: [item(3), item(2), item(1)] })
    expect(readImportAnswer(formatAnswer([]))).toEqual({ kind: 'add', items: [] })
    expect(readImportAnswer(formatAnswer([false, false]))).toEqual({ kind: 'add', items: [] })
  })

  it('an item of another shape is not added: the gallery cannot be added', () => {
    expect(readImportAnswer('WD_delimiter_start[{"id":"x"}]WD_delimiter_end')).toEqual({ kind: 'alert', message: CANNOT_ADD_GALLERY })
  })
})
