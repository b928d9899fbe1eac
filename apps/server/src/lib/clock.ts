/** The current time, injected so that tests can move it (days, expiries, São Paulo midnight). */
export type Clock = () => Date

export const systemClock: Clock = () => new Date()
