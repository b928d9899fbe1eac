import { createHashRouter } from 'react-router'
import { routes } from './routes'

export const router = createHashRouter(routes)
