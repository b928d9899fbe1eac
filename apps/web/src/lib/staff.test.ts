import { describe, expect, it } from 'vitest'
import { canDo, isStaff, isStaffRole } from './staff'

describe('isStaff', () => {
  it('is true for Admin and Gerente (as the server spells them), false for students and visitors', () => {
    expect(isStaff({ perfis: ['Admin', 'Aluno'] })).toBe(true)
    expect(isStaff({ perfis: ['Gerente'] })).toBe(true)
    expect(isStaff({ perfis: ['Aluno'] })).toBe(false)
    expect(isStaff({ perfis: ['admin'] })).toBe(false)
    expect(isStaff(null)).toBe(false)
  })

  it('checks an area’s own permission', () => {
    expect(canDo({ perfis: ['Gerente'] }, 'audit.read')).toBe(false)
    expect(canDo({ perfis: ['Admin'] }, 'audit.read')).toBe(true)
    expect(canDo({ perfis: ['Gerente'] }, 'news.edit')).toBe(true)
    expect(canDo({ perfis: ['Aluno'] }, 'news.edit')).toBe(false)
    expect(canDo(null, 'news.edit')).toBe(false)
  })

  it('tells a staff role from a student’s', () => {
    expect(isStaffRole('Gerente')).toBe(true)
    expect(isStaffRole('Aluno')).toBe(false)
  })
})
