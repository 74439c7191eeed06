import TemplatesIcon from '@mui/icons-material/ChatBubbleOutline';
import { TemplateCreate } from './TemplateCreate';
import { TemplateEdit } from './TemplateEdit';
import { TemplateList } from './TemplateList';

export const messageTemplates = {
  list: TemplateList,
  create: TemplateCreate,
  edit: TemplateEdit,
  icon: TemplatesIcon,
  recordRepresentation: 'name',
};
