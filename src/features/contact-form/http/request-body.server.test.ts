import { describe, expect, it } from 'vitest'

import { countFields, formBodyKind, readFormBody } from './request-body.server'

const limits = { maxBytes: 1024, maxFields: 5 }

function post(body: BodyInit, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/feedback', { method: 'POST', body, headers })
}

describe('formBodyKind', () => {
  it('knows the two form encodings, whatever their parameters', () => {
    expect(formBodyKind('multipart/form-data; boundary=x')).toBe('multipart')
    expect(formBodyKind('Application/X-WWW-Form-Urlencoded;charset=UTF-8')).toBe('urlencoded')
    expect(formBodyKind('application/json')).toBeNull()
    expect(formBodyKind(null)).toBeNull()
  })
})

describe('readFormBody', () => {
  it('reads text values, repeated names as lists, and files with their bytes', async () => {
    const body = new FormData()
    body.append('name', 'Ada')
    body.append('topics[]', 'a')
    body.append('topics[]', 'b')
    body.append('upload', new File([new Uint8Array([1, 2, 3])], 'x.bin'))
    const result = await readFormBody(post(body), 'multipart', limits)
    if (!result.ok) throw new Error(result.error.message)
    expect(result.form.values).toEqual({ name: 'Ada', 'topics[]': ['a', 'b'] })
    expect(result.form.files.upload).toHaveLength(1)
    expect(result.form.files.upload[0]).toMatchObject({ filename: 'x.bin', size: 3 })
    expect([...result.form.files.upload[0].bytes]).toEqual([1, 2, 3])
  })

  it('reads urlencoded bodies', async () => {
    const result = await readFormBody(post(new URLSearchParams({ a: '1', b: 'two words' })), 'urlencoded', limits)
    expect(result).toEqual({ ok: true, form: { values: { a: '1', b: 'two words' }, files: {} } })
  })

  it('refuses a body announced or found larger than the limit', async () => {
    const announced = await readFormBody(post(new URLSearchParams({ a: '1' }), { 'content-length': '5000' }), 'urlencoded', limits)
    expect(announced).toMatchObject({ ok: false, error: { status: 413 } })
    const found = await readFormBody(post(new URLSearchParams({ a: 'x'.repeat(2000) })), 'urlencoded', limits)
    expect(found).toMatchObject({ ok: false, error: { status: 413 } })
  })

  it('refuses more fields than the limit, before parsing', async () => {
    const body = new FormData()
    for (let i = 0; i < 6; i++) body.append(`f${i}`, 'x')
    expect(await readFormBody(post(body), 'multipart', limits)).toMatchObject({ ok: false, error: { status: 400, code: 'wpcf7_too_many_fields' } })
    expect(await readFormBody(post('a=1&b=2&c=3&d=4&e=5&f=6', { 'content-type': 'application/x-www-form-urlencoded' }), 'urlencoded', limits)).toMatchObject({
      ok: false,
      error: { code: 'wpcf7_too_many_fields' },
    })
  })

  it('refuses a malformed multipart body', async () => {
    const broken = post('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nx', { 'content-type': 'multipart/form-data; boundary=b' })
    expect(await readFormBody(broken, 'multipart', limits)).toMatchObject({ ok: false, error: { status: 400, code: 'wpcf7_malformed_body' } })
    const noBoundary = post('x', { 'content-type': 'multipart/form-data' })
    expect(await readFormBody(noBoundary, 'multipart', limits)).toMatchObject({ ok: false, error: { code: 'wpcf7_malformed_body' } })
  })
})

describe('countFields', () => {
  it('counts multipart parts by their boundary and urlencoded pairs by &', () => {
    const body = Buffer.from('--xyz\r\n1\r\n--xyz\r\n2\r\n--xyz--\r\n')
    expect(countFields(body, 'multipart', 'multipart/form-data; boundary="xyz"')).toBe(2)
    expect(countFields(Buffer.from('a=1&b=2'), 'urlencoded', '')).toBe(2)
    expect(countFields(Buffer.alloc(0), 'urlencoded', '')).toBe(0)
  })
})
