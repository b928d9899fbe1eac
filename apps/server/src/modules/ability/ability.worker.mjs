// The ability worker: ability.job.ts (the items' calibration and the students' posteriors) on a thread of its own,
// so the server's event loop keeps answering while a course is calibrated (ability.worker-host.ts starts it).
// Plain JavaScript because Node starts it without the TypeScript loader in tests; tsx's API loads the TypeScript.
import { parentPort } from 'node:worker_threads'
import { tsImport } from 'tsx/esm/api'

const { runCalibration } = await tsImport('./ability.job.ts', import.meta.url)

parentPort?.on('message', ({ id, job: input }) => {
  try {
    const output = runCalibration(input)
    parentPort?.postMessage({ id, output }, [output.a.buffer, output.b.buffer])
  } catch (error) {
    parentPort?.postMessage({ id, failed: { message: String(error?.message ?? error), stack: error?.stack } })
  }
})
