import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton';
import type { Group } from './types';

export const DeleteGroupButton = ({ group }: { group: Group }) => (
  <ConfirmDeleteButton
    resource="groups"
    record={group}
    action="Disconnect group"
    title={`Disconnect “${group.name}”?`}
    content="JoinFlow stops handling this group and removes its rules, welcome message and member requests. The group itself stays on Facebook."
    success="Facebook group disconnected successfully."
    failure="Failed to disconnect Facebook group."
  />
);
