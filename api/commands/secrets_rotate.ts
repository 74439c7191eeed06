import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Reads every stored secret, encrypts again with the current APP_KEY what
 * an earlier key (APP_KEY_PREVIOUS) opens, and names what no configured key
 * opens. With --forget-unreadable those are dropped and their owners asked
 * to connect again, for when the old key is truly lost.
 */
export default class SecretsRotate extends BaseCommand {
  static commandName = 'secrets:rotate'
  static description = 'Re-encrypt stored credentials with the current APP_KEY, reading older ones with APP_KEY_PREVIOUS'
  static options: CommandOptions = { startApp: true }

  @flags.boolean({ description: 'Drop the secrets no configured key can read; their integrations ask their owners to connect again' })
  declare forgetUnreadable: boolean

  async run() {
    const { describeUnreadable, forgetUnreadableSecrets, reencryptStoredSecrets, StoredSecretsUnreadableError } = await import(
      '#services/infra/stored_secrets'
    )
    const report = await reencryptStoredSecrets()
    this.logger.info(`${report.checked} stored secret(s) read; ${report.reencrypted} re-encrypted with the current APP_KEY`)
    if (!report.unreadable.length) return
    if (this.forgetUnreadable) {
      const forgotten = await forgetUnreadableSecrets(report.unreadable)
      this.logger.warning(
        `Dropped the unreadable secrets of ${describeUnreadable(report.unreadable)}: ${forgotten.integrations} integration(s) and ${forgotten.googleConnections} Google connection(s) now ask their owners to connect again`
      )
      return
    }
    this.logger.error(new StoredSecretsUnreadableError(report.unreadable).message)
    this.exitCode = 1
  }
}
