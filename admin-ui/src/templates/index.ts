import TemplatesIcon from '@mui/icons-material/ChatBubbleOutline';
import { lazyPage } from '../common/lazyPage';

const TemplateCreate = lazyPage(() => import('./TemplateCreate'), 'TemplateCreate');
const TemplateEdit = lazyPage(() => import('./TemplateEdit'), 'TemplateEdit');
const TemplateList = lazyPage(() => import('./TemplateList'), 'TemplateList');

export const messageTemplates = {
  list: TemplateList,
  create: TemplateCreate,
  edit: TemplateEdit,
  icon: TemplatesIcon,
  recordRepresentation: 'name',
};
