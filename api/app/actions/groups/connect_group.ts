import { Exception } from '@adonisjs/core/exceptions'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import Group, { DEFAULT_WELCOME_MESSAGE } from '#models/group'
import { normalizeSettings } from '#domain/rule_engine'
import type { GroupAddress } from '#validators/group'
import { ensureRoomForGroup } from '#services/subscriptions/subscriptions'

export class GroupAlreadyConnectedException extends Exception {
  static status = 409
  static code = 'E_GROUP_ALREADY_CONNECTED'
  static message = 'This Facebook group is already connected to your account.'
}

export interface ConnectGroupInput {
  owner: { id: number }
  address: GroupAddress
  /** The display name the owner typed; the address's default name otherwise. */
  name?: string
  description?: string
  /** A transaction to connect within; `POST /api/setup/validate` connects in one it rolls back. */
  client?: QueryClientContract
}

const UNIQUE_VIOLATION = '23505'

/**
 * Connects a Facebook group to an owner's account: 0 members, active,
 * auto-approval off (spec section 3), within the plan's group limit.
 */
export default class ConnectGroup {
  async handle({ owner, address, name, description, client }: ConnectGroupInput) {
    const connected = await Group.query({ client })
      .where('userId', owner.id)
      .where('facebookGroupId', address.facebookGroupId)
      .select('id')
      .first()
    if (connected) throw new GroupAlreadyConnectedException()

    try {
      return await (client ?? db).transaction(async (trx) => {
        await ensureRoomForGroup(owner.id, trx)
        return Group.create(
          {
            userId: owner.id,
            facebookGroupId: address.facebookGroupId,
            name: name || address.defaultName,
            description: description ?? '',
            coverImageUrl: null,
            memberCount: 0,
            isActive: true,
            // Normalising nothing gives the defaults: every rule off, 50 approvals an hour.
            autoApproval: normalizeSettings({}),
            welcomeMessage: { ...DEFAULT_WELCOME_MESSAGE },
          },
          { client: trx }
        )
      })
    } catch (error) {
      // Two requests connecting the same group at once: the database's unique key settles it.
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new GroupAlreadyConnectedException()
      throw error
    }
  }
}
