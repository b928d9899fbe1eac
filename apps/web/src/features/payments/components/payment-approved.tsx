import { monthsLabel, texts } from '@gabarito/core'
import { Group, Paper, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCircleCheck, IconSchool, IconUser } from '@tabler/icons-react'
import type { Ref } from 'react'
import { ButtonLink } from '@/components/button-link'
import classes from './payments.module.css'

interface PaymentApprovedProps {
  courseName: string
  months: number
  headingRef?: Ref<HTMLHeadingElement>
}

/** 'Pagamento Aprovado!': the plan is granted; links to the profile (plans and end dates) and the course choice. */
export function PaymentApproved({ courseName, months, headingRef }: PaymentApprovedProps) {
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="pagamento-aprovado"
      className={classes.approved}
      data-testid="pagamento-aprovado"
    >
      <ThemeIcon size={64} radius="xl" color="brand" mx="auto" mb="sm" aria-hidden>
        <IconCircleCheck size={40} />
      </ThemeIcon>
      <Title
        order={2}
        size="h3"
        id="pagamento-aprovado"
        tabIndex={-1}
        ref={headingRef}
        className={classes.heading}
      >
        {texts.paymentApproved}
      </Title>
      <Text mt="xs">
        Seu plano de {monthsLabel(months)} de <strong>{courseName}</strong> já está liberado. Bons estudos!
      </Text>
      <Group justify="center" mt="lg" gap="sm">
        <ButtonLink to="/profile" icon={IconUser}>
          Ver meus planos
        </ButtonLink>
        <ButtonLink to="/v2/geral/modulos" icon={IconSchool} variant="default">
          Escolher o curso
        </ButtonLink>
      </Group>
    </Paper>
  )
}
