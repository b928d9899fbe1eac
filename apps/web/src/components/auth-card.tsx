import { Container, Paper, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

interface AuthCardProps {
  title: string
  description?: ReactNode
  children: ReactNode
  size?: number
}

/** The centred card of the header-only screens (login, sign-up, recovery). */
export function AuthCard({ title, description, children, size = 440 }: AuthCardProps) {
  return (
    <Container size={size} px={0} py={{ base: 'xs', sm: 'xl' }}>
      <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }}>
        <Title order={1} size="h2" mb={description ? 4 : 'md'}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm" mb="lg">
            {description}
          </Text>
        )}
        {children}
      </Paper>
    </Container>
  )
}
