import { Button, TextInput } from '@mantine/core'
import { IconRefresh, IconSearch } from '@tabler/icons-react'
import classes from './course-toolbar.module.css'

interface CourseToolbarProps {
  filter: string
  onFilterChange: (value: string) => void
  onRefresh: () => void
  refreshing?: boolean
}

/** Name filter and a refresh button that skips the copy kept on the device. */
export function CourseToolbar({ filter, onFilterChange, onRefresh, refreshing }: CourseToolbarProps) {
  return (
    <div className={classes.toolbar}>
      <TextInput
        className={classes.filter}
        type="search"
        label="Filtrar por nome"
        placeholder="Ex.: sargentos"
        value={filter}
        onChange={(event) => onFilterChange(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={100}
      />
      <Button
        variant="default"
        onClick={onRefresh}
        loading={refreshing}
        leftSection={<IconRefresh size={18} aria-hidden />}
      >
        Atualizar
      </Button>
    </div>
  )
}
