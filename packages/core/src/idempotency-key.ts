/**
 * What `answers.idempotency_key` stores of a client's UUID (decision 0066): its two 64-bit halves XORed, as a
 * signed 64-bit integer, 8 bytes in each of 40 million rows and index entries instead of 16. Two keys of one
 * student meet by chance about once in 10^10 students of 50,000 answers each; the later answer is then taken for a
 * use of the earlier key (a retry, or a 422 for a reused key). The SQL twin is answers/answer-key-digest.sql.ts; a
 * test holds the two equal.
 */
export function idempotencyKeyDigest(uuid: string): bigint {
  const hex = uuid.replaceAll('-', '')
  if (!/^[0-9a-fA-F]{32}$/.test(hex)) throw new RangeError(`not a UUID: ${uuid}`)
  return BigInt.asIntN(64, BigInt(`0x${hex.slice(0, 16)}`) ^ BigInt(`0x${hex.slice(16)}`))
}
