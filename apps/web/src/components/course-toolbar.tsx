import { Button } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import classes from './course-toolbar.module.css'
import { SearchInput } from './search-input'

/** The filter runs on the course list in the browser and reaches no API, so its limit is the web's own. */
const NAME_FILTER_MAX = 100

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
      <SearchInput
        className={classes.filter}
        label="Filtrar por nome"
        placeholder="Ex.: sargentos"
        value={filter}
        onChange={onFilterChange}
        maxLength={NAME_FILTER_MAX}
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
