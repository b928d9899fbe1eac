import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form'
import { CpfInput, type CpfInputProps } from './cpf-input'

type CpfFieldProps<Values extends FieldValues> = Omit<
  CpfInputProps,
  'value' | 'onChange' | 'onBlur' | 'name' | 'error'
> & {
  control: Control<Values>
  name: Path<Values>
  /** Called on each edit before the value changes (a form clears the server's error on the field). */
  onEdit?: () => void
}

/** The CPF input bound to a react-hook-form field, with the field's error under it. */
export function CpfField<Values extends FieldValues>({
  control,
  name,
  onEdit,
  ...input
}: CpfFieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CpfInput
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={(digits) => {
            onEdit?.()
            field.onChange(digits)
          }}
          onBlur={field.onBlur}
          {...input}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}
