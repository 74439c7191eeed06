import { crc32, deflateSync } from 'node:zlib'

const BRAND = [37, 99, 235] as const
const WHITE = [255, 255, 255] as const

/**
 * Draws the JoinFlow icon — a white "J" on a rounded blue square — at any size, so every icon
 * Chrome asks for is rendered sharp from the same shape instead of scaled from one bitmap.
 */
export function renderIcon(size: number): Buffer {
  const samples = 4
  const rgba = Buffer.alloc(size * size * 4)
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let background = 0
      let glyph = 0
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const u = (x + (sx + 0.5) / samples) / size
          const v = (y + (sy + 0.5) / samples) / size
          if (insideRoundedSquare(u, v, 0.22)) {
            background++
            if (insideLetterJ(u, v)) glyph++
          }
        }
      }
      const total = samples * samples
      const glyphShare = background === 0 ? 0 : glyph / background
      const offset = (y * size + x) * 4
      for (let channel = 0; channel < 3; channel++) {
        rgba[offset + channel] = Math.round(
          BRAND[channel]! * (1 - glyphShare) + WHITE[channel]! * glyphShare,
        )
      }
      rgba[offset + 3] = Math.round((background / total) * 255)
    }
  }
  return encodePng(size, size, rgba)
}

function insideRoundedSquare(u: number, v: number, radius: number): boolean {
  const dx = Math.max(radius - u, u - (1 - radius), 0)
  const dy = Math.max(radius - v, v - (1 - radius), 0)
  return dx * dx + dy * dy <= radius * radius
}

function insideLetterJ(u: number, v: number): boolean {
  const half = 0.065
  const stemX = 0.6
  const bowlY = 0.58
  const bowlRadius = 0.17
  const topBar = Math.abs(v - 0.24) <= half && u >= 0.38 && u <= stemX + half
  const stem = Math.abs(u - stemX) <= half && v >= 0.24 && v <= bowlY
  const distance = Math.hypot(u - (stemX - bowlRadius), v - bowlY)
  const bowl = v >= bowlY && Math.abs(distance - bowlRadius) <= half
  return topBar || stem || bowl
}

/** Encodes 8-bit RGBA pixels as a PNG file (one IDAT chunk, no filtering). */
export function encodePng(width: number, height: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.writeUInt8(8, 8)
  header.writeUInt8(6, 9)
  const rowLength = width * 4
  const raw = Buffer.alloc((rowLength + 1) * height)
  for (let row = 0; row < height; row++) {
    rgba.copy(raw, row * (rowLength + 1) + 1, row * rowLength, (row + 1) * rowLength)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const checksum = Buffer.alloc(4)
  checksum.writeUInt32BE(crc32(typeAndData))
  return Buffer.concat([length, typeAndData, checksum])
}
