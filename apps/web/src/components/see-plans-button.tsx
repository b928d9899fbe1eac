import { Button, type ButtonProps } from '@mantine/core'
import { Link } from 'react-router'
import { useCurrentCourse } from '@/lib/current-course'
import { PAYMENT_ROUTE, setPurchaseCourse } from '@/lib/purchase-course'

/** "Ver planos": the current course's plans on the payment page (as the home page's Buy button chooses it). */
export function SeePlansButton(props: Pick<ButtonProps, 'size' | 'variant'>) {
  const course = useCurrentCourse()
  return (
    <Button
      component={Link}
      to={course ? PAYMENT_ROUTE : '/'}
      onClick={() => course && setPurchaseCourse({ id: course.id, nome: course.nome })}
      {...props}
    >
      Ver planos
    </Button>
  )
}
