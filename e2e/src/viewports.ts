/** The screens the browser tests look at: a small phone and a laptop. */
export const PHONE = { width: 360, height: 740 }
export const DESKTOP = { width: 1280, height: 800 }
