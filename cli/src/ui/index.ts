// The CLI's only way to talk to the terminal; commands and services never import Ink or inquirer.
export type { Column } from './components/Table.js'
export { formatBytes, formatCount, formatTimestamp } from './format.js'
export { configureOutput, type OutputSettings, type OutputStream } from './output.js'
export { withProgress, type ProgressOptions, type ProgressUpdate } from './progress.js'
export { canPrompt, promptConfirm, promptSecret, promptText } from './prompts.js'
export {
  renderDetails,
  renderError,
  renderInfo,
  renderResult,
  renderSuccess,
  renderTable,
  renderText,
  type MessageOptions,
} from './render.js'
export { withSpinner } from './spinner.js'
