import { createHash } from 'node:crypto';

/**
 * A Bloom filter: a set that answers "maybe in it" (with a known false-positive rate) or "surely
 * not", in m bits. File layout: "EFBLOOM1", m (uint32 BE), k (uint8), n (uint32 BE), 3 reserved
 * bytes, then the m bits. Indexes by double hashing (Kirsch–Mitzenmacher) over SHA-256.
 */
const MAGIC = 'EFBLOOM1';
const HEADER = 20;

function indexes(value: string, m: number, k: number): number[] {
  const digest = createHash('sha256').update(value, 'utf8').digest();
  const h1 = digest.readUInt32BE(0);
  const h2 = (digest.readUInt32BE(4) | 1) >>> 0;
  const out: number[] = [];
  for (let i = 0; i < k; i++) out.push((h1 + i * h2) % m);
  return out;
}

export class BloomFilter {
  private constructor(
    private readonly bits: Uint8Array,
    readonly m: number,
    readonly k: number,
    readonly n: number,
  ) {}

  /** An empty filter sized for `n` values at false-positive rate `p`. */
  static create(n: number, p: number): BloomFilter {
    const m = Math.ceil((-n * Math.log(p)) / Math.LN2 ** 2);
    const k = Math.max(1, Math.round((m / n) * Math.LN2));
    return new BloomFilter(new Uint8Array(Math.ceil(m / 8)), m, k, n);
  }

  static fromBuffer(buffer: Buffer): BloomFilter {
    if (buffer.subarray(0, 8).toString('latin1') !== MAGIC) throw new Error('not an eFile Bloom filter');
    const m = buffer.readUInt32BE(8);
    const k = buffer.readUInt8(12);
    const n = buffer.readUInt32BE(13);
    const bits = new Uint8Array(buffer.buffer, buffer.byteOffset + HEADER, Math.ceil(m / 8));
    return new BloomFilter(bits, m, k, n);
  }

  toBuffer(): Buffer {
    const header = Buffer.alloc(HEADER);
    header.write(MAGIC, 0, 'latin1');
    header.writeUInt32BE(this.m, 8);
    header.writeUInt8(this.k, 12);
    header.writeUInt32BE(this.n, 13);
    return Buffer.concat([header, this.bits]);
  }

  add(value: string): void {
    for (const i of indexes(value, this.m, this.k)) this.bits[i >> 3]! |= 1 << (i & 7);
  }

  has(value: string): boolean {
    return indexes(value, this.m, this.k).every((i) => (this.bits[i >> 3]! & (1 << (i & 7))) !== 0);
  }

  /** The false-positive rate the filter was sized for, from its own figures. */
  get falsePositiveRate(): number {
    return (1 - Math.exp((-this.k * this.n) / this.m)) ** this.k;
  }
}
