// The import worker: import.job.ts (checking a question file, unpacking its ZIP, storing its images) on a thread of
// its own, so the server's event loop keeps answering while a file is checked (import.worker-host.ts starts it).
// Plain JavaScript because Node starts it without the TypeScript loader in tests; tsx's API loads the TypeScript.
import { parentPort } from 'node:worker_threads'
import { tsImport } from 'tsx/esm/api'

const { runImportJob } = await tsImport('./import.job.ts', import.meta.url)

parentPort?.on('message', ({ id, job }) => {
  void runImportJob(id, job, (message) => parentPort?.postMessage(message))
})
