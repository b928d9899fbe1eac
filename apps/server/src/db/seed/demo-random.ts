/** A small deterministic generator, so every demo installation shows the same ranking and the same history. */
export function seeded(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}
