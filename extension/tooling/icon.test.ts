import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { renderIcon } from './icon'

/** Reads back the pixels of a PNG written by `encodePng` (RGBA, unfiltered rows). */
function decode(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  let offset = 8
  let width = 0
  let height = 0
  const data: Buffer[] = []
  while (offset < png.length) {
    const length = png.readUInt32BE(offset)
    const type = png.toString('ascii', offset + 4, offset + 8)
    const body = png.subarray(offset + 8, offset + 8 + length)
    if (type === 'IHDR') {
      width = body.readUInt32BE(0)
      height = body.readUInt32BE(4)
    }
    if (type === 'IDAT') data.push(body)
    offset += 12 + length
  }
  const raw = inflateSync(Buffer.concat(data))
  const pixel = (x: number, y: number) => {
    const start = y * (width * 4 + 1) + 1 + x * 4
    return [...raw.subarray(start, start + 4)]
  }
  return { width, height, rawLength: raw.length, pixel }
}

describe('renderIcon', () => {
  it.each([16, 32, 48, 128])('draws a %i pixel square PNG', (size) => {
    const icon = decode(renderIcon(size))

    expect(icon.width).toBe(size)
    expect(icon.height).toBe(size)
    expect(icon.rawLength).toBe(size * (size * 4 + 1))
  })

  it('has transparent rounded corners, a blue tile and a white letter', () => {
    const icon = decode(renderIcon(128))

    expect(icon.pixel(0, 0)[3]).toBe(0)
    expect(icon.pixel(20, 64)).toEqual([37, 99, 235, 255])
    expect(icon.pixel(77, 50)).toEqual([255, 255, 255, 255])
  })
})
