import type Group from '#models/group'
import type { UpdateGroupInput } from '#validators/group'

/** Renames, describes, pauses or resumes a group; fields left out stay as they are. */
export default class UpdateGroup {
  async handle(group: Group, { name, description, isActive }: UpdateGroupInput) {
    if (name !== undefined) group.name = name
    if (description !== undefined) group.description = description ?? ''
    if (isActive !== undefined) group.isActive = isActive
    await group.save()
    return group
  }
}
