import { splitPlanOfferText } from '@gabarito/core'
import { Radio, SimpleGrid, Text } from '@mantine/core'
import { offeredMonths, type PlanOffer } from '../api/get-plan-offer'
import classes from './payments.module.css'

interface MonthPickerProps {
  offer: PlanOffer
  value: string | null
  onChange: (months: string) => void
  error?: string
}

/** The offered periods as radio cards (arrow keys move between them), each with the server's text. */
export function MonthPicker({ offer, value, onChange, error }: MonthPickerProps) {
  const options = offeredMonths(offer)
  return (
    <Radio.Group
      name="meses"
      label="Por quanto tempo?"
      description="Escolha a quantidade de meses do plano."
      value={value}
      onChange={onChange}
      error={error}
      withAsterisk={false}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
        {options.map((option, index) => {
          const { period, price } = splitPlanOfferText(option.texto)
          // One tab stop for the group (the checked card, else the first); arrow keys move between cards.
          const tabStop = value === null ? index === 0 : value === option.meses
          return (
            <Radio.Card
              key={option.meses}
              value={option.meses}
              radius="md"
              className={classes.option}
              aria-label={option.texto}
              tabIndex={tabStop ? 0 : -1}
              data-testid="opcao-meses"
            >
              <Radio.Indicator aria-hidden />
              <span className={classes.optionText}>
                <Text component="span" fw={700}>
                  {period}
                </Text>
                {price && (
                  <Text component="span" c="brand.8" fw={600}>
                    {price}
                  </Text>
                )}
              </span>
            </Radio.Card>
          )
        })}
      </SimpleGrid>
      {options.length === 0 && (
        <Text c="dimmed" mt="xs">
          Nenhum período disponível para este curso no momento.
        </Text>
      )}
    </Radio.Group>
  )
}
