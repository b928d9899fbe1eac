#!/usr/bin/env node
// Development: the API server (reloads on change) and the Vite dev server (proxies /api, /site... to it),
// side by side. Output of both is forwarded with a prefix; Ctrl-C (or either one exiting) stops both.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const useColor = process.stdout.isTTY

const tasks = [
  {
    name: 'server',
    color: 36,
    args: ['run', 'dev', '-w', '@gabarito/server'],
    env: { NODE_ENV: 'development' },
  },
  { name: 'web', color: 35, args: ['run', 'dev', '-w', '@gabarito/web'], env: {} },
]

const children = new Map()
let stopping = false
let exitCode = 0

function prefixer(label, stream) {
  let pending = ''
  return (chunk) => {
    pending += chunk.toString()
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) stream.write(`${label} ${line}\n`)
  }
}

function start(task) {
  const label = useColor ? `\x1b[${task.color}m[${task.name}]\x1b[0m` : `[${task.name}]`
  const child = spawn(npm, task.args, {
    cwd: root,
    env: { ...process.env, ...task.env, FORCE_COLOR: useColor ? '1' : '0' },
    stdio: ['inherit', 'pipe', 'pipe'],
    // Own process group, so stopping it also stops what npm started (tsx watch, vite).
    detached: process.platform !== 'win32',
  })
  child.stdout.on('data', prefixer(label, process.stdout))
  child.stderr.on('data', prefixer(label, process.stderr))
  child.on('exit', (code, signal) => {
    children.delete(task.name)
    if (!stopping) {
      console.error(`${label} saiu (${signal ?? `código ${code}`}); encerrando o resto.`)
      exitCode = code || 1
      stop()
    }
    if (children.size === 0) process.exit(exitCode)
  })
  children.set(task.name, child)
}

function signalChild(child, signal) {
  try {
    if (process.platform !== 'win32' && child.pid) process.kill(-child.pid, signal)
    else child.kill(signal)
  } catch {
    // already gone
  }
}

function stop() {
  if (stopping) return
  stopping = true
  for (const child of children.values()) signalChild(child, 'SIGTERM')
  // Whatever is still running after 10 s is killed.
  setTimeout(() => {
    for (const child of children.values()) signalChild(child, 'SIGKILL')
    process.exit(exitCode || 1)
  }, 10_000).unref()
}

process.on('SIGINT', stop)
process.on('SIGTERM', stop)

for (const task of tasks) start(task)
console.log(
  'Gabarito em desenvolvimento: abra http://localhost:5173 (API em http://localhost:3000). Ctrl-C encerra.',
)
