import AddIcon from '@mui/icons-material/Add';
import { Button, type ButtonProps } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';

/** The query parameter that opens the Add Group dialog over whatever page is showing. */
export const ADD_GROUP_PARAM = 'add';

/** The current page with the Add Group dialog open, so it works from the header on every page. */
export function useAddGroupLocation() {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.set(ADD_GROUP_PARAM, '1');
  return { pathname, search: `?${params}` };
}

export const AddGroupButton = ({
  label = 'Add Group',
  ...props
}: Omit<ButtonProps<typeof Link>, 'to' | 'component'> & { label?: string }) => (
  <Button component={Link} to={useAddGroupLocation()} variant="contained" startIcon={<AddIcon />} {...props}>
    {label}
  </Button>
);
