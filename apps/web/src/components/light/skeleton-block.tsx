import classes from './skeleton-block.module.css'

/** A pulsing placeholder of a given height while a list loads (lighter than Mantine's Skeleton). */
export function SkeletonBlock({ height }: { height: number }) {
  return <div className={classes.skeleton} style={{ height }} aria-hidden />
}
