import { Text } from '@mantine/core'

/** A labelled value in a details card (the profile, the staff user page): small caps label, the value under it. */
export function DetailField({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  )
}
