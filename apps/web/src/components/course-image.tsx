import { AspectRatio } from '@mantine/core'
import classes from './course-image.module.css'

/** The 16:9 picture of a course or news item; decorative (the name is written beside it). */
export function CourseImage({ src }: { src: string | null }) {
  return (
    <AspectRatio ratio={16 / 9} className={classes.imageFrame}>
      {src ? <img src={src} alt="" loading="lazy" className={classes.image} /> : <div aria-hidden />}
    </AspectRatio>
  )
}
