// The CLI's only way to talk to the terminal; commands and services never import Ink or inquirer.
// Messages and tables are plain text; Ink is loaded only to animate a spinner or a progress bar.
export { colorEnabled, formatTable, renderError, renderTable, truncate, type Column } from './text.js'
export { formatBytes, formatCount, formatTimestamp } from './format.js'
export { configureOutput, type OutputSettings, type OutputStream } from './output.js'
export { withProgress, type ProgressOptions, type ProgressUpdate } from './progress.js'
export { canPrompt, promptConfirm, promptSecret, promptText } from './prompts.js'
export {
  formatBanner,
  formatDetails,
  renderDetails,
  renderInfo,
  renderResult,
  renderSuccess,
  renderText,
  type MessageOptions,
} from './render.js'
export { withSpinner } from './spinner.js'
