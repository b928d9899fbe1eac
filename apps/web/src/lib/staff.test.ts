import { describe, expect, it } from 'vitest'
import { hasStaffRole, isStaff } from './staff'

describe('isStaff', () => {
  it('is true for Admin and Gerente (as the server spells them), false for students and visitors', () => {
    expect(isStaff({ perfis: ['Admin', 'Aluno'] })).toBe(true)
    expect(isStaff({ perfis: ['Gerente'] })).toBe(true)
    expect(isStaff({ perfis: ['Aluno'] })).toBe(false)
    expect(isStaff({ perfis: ['admin'] })).toBe(false)
    expect(isStaff(null)).toBe(false)
  })

  it('checks an area’s own roles', () => {
    expect(hasStaffRole({ perfis: ['Gerente'] }, ['Admin'])).toBe(false)
    expect(hasStaffRole({ perfis: ['Admin'] }, ['Admin'])).toBe(true)
  })
})
