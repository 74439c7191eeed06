import PlansIcon from '@mui/icons-material/SellOutlined';
import { PlanCreate } from './PlanCreate';
import { PlanEdit } from './PlanEdit';
import { PlanList } from './PlanList';

export const plans = {
  list: PlanList,
  create: PlanCreate,
  edit: PlanEdit,
  icon: PlansIcon,
  recordRepresentation: 'name',
};
