import { notifications, notificationsStore } from '@mantine/notifications'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  listenEscapeForErrorToasts,
  notifyError,
  notifySuccess,
  TOAST_AUTO_CLOSE_MS,
  toastsFollowScreen,
} from './notify'

/** The toasts Mantine would show (its store, without rendering), as kind and message. */
function onScreen() {
  const { notifications: shown, queue } = notificationsStore.getState()
  expect(queue).toEqual([])
  return shown.map((toast) => `${(toast as { 'data-kind'?: string })['data-kind']}: ${String(toast.message)}`)
}

beforeEach(() => {
  notifications.clean()
  toastsFollowScreen('/inicio')
})

describe('toasts (decision 0038)', () => {
  it('shows one of a kind at a time: the same text once, a newer one in place of the older', () => {
    for (let i = 0; i < 3; i++)
      notifyError('Este CPF já está cadastrado.', 'Não foi possivel realizar o cadastro')
    expect(onScreen()).toEqual(['error: Este CPF já está cadastrado.'])
    notifyError('Informe um e-mail válido.', 'Não foi possivel realizar o cadastro')
    expect(onScreen()).toEqual(['error: Informe um e-mail válido.'])
    expect(notificationsStore.getState().notifications[0]?.autoClose).toBe(TOAST_AUTO_CLOSE_MS)

    // An error and a success may meet ('O tempo deste simulado terminou.', then 'Simulado Semanal Finalizado!!').
    notifySuccess('Simulado Semanal Finalizado!!')
    expect(onScreen()).toEqual(['error: Informe um e-mail válido.', 'success: Simulado Semanal Finalizado!!'])
    notifySuccess('Resumo salvo.')
    expect(onScreen()).toEqual(['error: Informe um e-mail válido.', 'success: Resumo salvo.'])
  })

  it('knows a toast asked again by its id while it is open, even with another text', () => {
    notifyError('Não foi possivel achar as modulos', undefined, 'erro-modulos')
    notifyError('Não foi possivel achar as modulos (de novo)', undefined, 'erro-modulos')
    expect(onScreen()).toEqual(['error: Não foi possivel achar as modulos'])
  })

  it('drops an error when the student leaves its screen; a success stays', () => {
    notifyError('Informe um e-mail válido.')
    toastsFollowScreen('/inicio')
    expect(onScreen()).toHaveLength(1)
    toastsFollowScreen('/login')
    expect(onScreen()).toEqual([])

    notifySuccess('Cadastro realizado com Sucesso!!')
    toastsFollowScreen('/')
    expect(onScreen()).toEqual(['success: Cadastro realizado com Sucesso!!'])
  })

  it('keeps an error raised for the next screen there, and drops it when that one is left too', () => {
    notifyError('Simulado não encontrado.', undefined, 'erro-revisao-simulado', { forNextScreen: true })
    toastsFollowScreen('/v2/geral/simulado/historico')
    expect(onScreen()).toEqual(['error: Simulado não encontrado.'])
    toastsFollowScreen('/')
    expect(onScreen()).toEqual([])
  })

  it('keeps an error raised on the screen just opened', () => {
    toastsFollowScreen('/v2/geral/noticias')
    notifyError('Não foi possivel achar as modulos', undefined, 'erro-noticias')
    toastsFollowScreen('/v2/geral/noticias')
    expect(onScreen()).toHaveLength(1)
  })

  it('closes an error on Escape, not a success (SPEC section 9)', () => {
    const target = new EventTarget()
    const stop = listenEscapeForErrorToasts(target as unknown as Window)
    const pressEscape = () => target.dispatchEvent(Object.assign(new Event('keydown'), { key: 'Escape' }))
    notifySuccess('Resumo salvo.')
    pressEscape()
    expect(onScreen()).toHaveLength(1)
    notifyError('Não foi possível salvar.')
    pressEscape()
    expect(onScreen()).toEqual(['success: Resumo salvo.'])
    stop()
  })
})
