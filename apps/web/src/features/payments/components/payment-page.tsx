import { PAYMENT_STATUS, texts } from '@gabarito/core'
import { Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconQrcode } from '@tabler/icons-react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { useSettings } from '@/lib/api/get-settings'
import { ApiError, errorMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { clearPurchaseCourse, getPurchaseCourse, setPurchaseCourse } from '@/lib/purchase-course'
import { useCreatePixCharge } from '../api/create-pix-charge'
import { usePlanOffer } from '../api/get-plan-offer'
import { refreshAccessAfterPayment } from '../api/refresh-access'
import type { PixPayment } from '../api/types'
import { forgetPendingCharge, keepPendingCharge, pendingCharge } from '../pending-charge'
import { usePaymentStatus } from '../use-payment-status'
import { MonthPicker } from './month-picker'
import { OtherPaymentOptions } from './other-payment-options'
import { PaymentApproved } from './payment-approved'
import { PixChargePanel } from './pix-charge-panel'

const GENERATE_FAILURE = 'Não foi possível gerar o QR Code. Tente novamente.'
/** The errors that send the student back to `/` stay on it (decision 0038). */
const NEXT_SCREEN = { forNextScreen: true }

function moveTo(heading: HTMLElement | null) {
  if (!heading) return
  heading.focus({ preventScroll: true })
  heading.scrollIntoView({ behavior: 'smooth', block: 'start' })
}

/**
 * /v2/geral/pagamento: PIX payment of the course chosen for purchase (localStorage 'curso_compra', set by the home
 * page's Buy button). SPEC sections 2 and 4: months, QR code, status checks until 'Pagamento Aprovado!'.
 */
export function PaymentPage() {
  // Read once: the choice is cleared when the page is left.
  const [course] = useState(getPurchaseCourse)
  const navigate = useNavigate()
  const offer = usePlanOffer(course?.id ?? 0, course !== null)
  const settings = useSettings()
  const generate = useCreatePixCharge()
  // A charge generated earlier and still unpaid shows again on coming back.
  const [charge, setCharge] = useState<PixPayment | null>(() => pendingCharge(course?.id))
  const [months, setMonths] = useState<string | null>(() => (charge ? String(charge.meses) : null))
  const [monthsError, setMonthsError] = useState<string | undefined>()
  const status = usePaymentStatus(charge)
  const chargeHeading = useRef<HTMLHeadingElement>(null)
  const approvedHeading = useRef<HTMLHeadingElement>(null)
  const announcedApproval = useRef<PixPayment | null>(null)

  // Leaving the page forgets the course chosen for purchase (SPEC section 4). Kept again on (re)mount, so that
  // React's development double mount does not lose it before a reload.
  useEffect(() => {
    if (course) setPurchaseCourse(course)
    return () => clearPurchaseCourse()
  }, [course])

  useEffect(() => {
    if (offer.isError) {
      // A 401 already logged out and left.
      if (!(offer.error instanceof ApiError && offer.error.status === 401)) {
        notifyError(texts.courseCheckFailure, undefined, 'erro-verificar-curso', NEXT_SCREEN)
        navigate('/', { replace: true })
      }
    } else if (offer.data?.possui) {
      notifyError(texts.alreadyOwned, undefined, 'ja-possui-o-curso', NEXT_SCREEN)
      navigate('/', { replace: true })
    }
  }, [offer.isError, offer.error, offer.data, navigate])

  useEffect(() => {
    if (charge && status === PAYMENT_STATUS.created) moveTo(chargeHeading.current)
    else if (charge && status) forgetPendingCharge()
  }, [charge, status])

  useEffect(() => {
    if (!charge || status !== PAYMENT_STATUS.executed || announcedApproval.current === charge) return
    announcedApproval.current = charge
    notifySuccess(texts.paymentApproved)
    moveTo(approvedHeading.current)
    refreshAccessAfterPayment(course?.id)
  }, [charge, status, course])

  if (!course) return <Navigate to="/" replace />

  const requestCharge = (chosen: string) => {
    setMonthsError(undefined)
    generate.mutate(
      { courseId: course.id, months: Number(chosen) },
      {
        onSuccess: (created) => {
          keepPendingCharge(course.id, created)
          setCharge(created)
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            if (error.status === 401) return
            if (error.status === 409) {
              notifyError(texts.alreadyOwned, undefined, 'ja-possui-o-curso', NEXT_SCREEN)
              navigate('/', { replace: true })
              return
            }
            if (error.status === 404) {
              notifyError(texts.courseCheckFailure, undefined, 'erro-verificar-curso', NEXT_SCREEN)
              navigate('/', { replace: true })
              return
            }
            const field = error.fieldErrors.meses
            if (field) {
              setMonthsError(field)
              return
            }
          }
          notifyError(errorMessage(error, GENERATE_FAILURE))
        },
      },
    )
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (months) requestCharge(months)
  }

  const approved = charge !== null && status === PAYMENT_STATUS.executed
  const ready = offer.data !== undefined && !offer.data.possui

  return (
    <Stack gap="lg" maw={880}>
      <div>
        <Title order={1} size="h2">
          Pagamento
        </Title>
        <Text c="dimmed" size="sm">
          Compra por PIX de
        </Text>
        <Text fw={700} size="lg" data-testid="curso-compra">
          {course.nome}
        </Text>
      </div>

      {approved ? (
        <PaymentApproved courseName={course.nome} months={charge.meses} headingRef={approvedHeading} />
      ) : (
        <>
          <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="form" onSubmit={onSubmit} noValidate>
            {ready ? (
              <MonthPicker
                offer={offer.data}
                value={months}
                onChange={(value) => {
                  setMonths(value)
                  setMonthsError(undefined)
                }}
                error={monthsError}
              />
            ) : (
              <Stack gap="xs" aria-hidden>
                <Skeleton height={20} width="50%" />
                <Skeleton height={56} />
                <Skeleton height={56} />
              </Stack>
            )}
            <Button
              type="submit"
              mt="lg"
              fullWidth
              size="md"
              disabled={!ready || !months}
              loading={generate.isPending}
              leftSection={<IconQrcode size={20} aria-hidden />}
            >
              Gerar QR Code
            </Button>
            {ready && !months && (
              <Text size="xs" c="dimmed" mt={6} ta="center">
                Escolha a quantidade de meses para gerar o QR Code.
              </Text>
            )}
          </Paper>

          {charge && status && (
            <PixChargePanel
              charge={charge}
              status={status}
              courseName={course.nome}
              onRenew={() => requestCharge(String(charge.meses))}
              renewing={generate.isPending}
              headingRef={chargeHeading}
            />
          )}
        </>
      )}

      <OtherPaymentOptions settings={settings.data} />
    </Stack>
  )
}
