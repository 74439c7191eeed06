import AddIcon from '@mui/icons-material/Add';
import TemplatesIcon from '@mui/icons-material/ChatBubbleOutline';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Grid,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { FilterLiveSearch, ListBase, Pagination, useListContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { OwnerPage } from '../owner/OwnerPage';
import { errorMessage } from '../providers/apiErrors';
import {
  ApproveTemplateButton,
  CopyTemplateButton,
  DeleteTemplateButton,
  EditTemplateButton,
} from './TemplateActions';
import { TemplateStatusChip } from './TemplateStatusChip';
import { TEMPLATE_CATEGORIES, type MessageTemplate } from './types';

const LOADING_CARDS = 3;

const NewTemplateButton = ({ label = 'New Template' }: { label?: string }) => (
  <Button component={Link} to="/message-templates/create" variant="contained" startIcon={<AddIcon />}>
    {label}
  </Button>
);

const CategoryFilter = () => {
  const { filterValues, setFilters } = useListContext();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      aria-label="Category"
      value={filterValues.category ?? 'all'}
      onChange={(_, category: string | null) => {
        if (category === null) return;
        const { category: _previous, ...others } = filterValues;
        setFilters(category === 'all' ? others : { ...others, category });
      }}
    >
      <ToggleButton value="all">All</ToggleButton>
      {TEMPLATE_CATEGORIES.map(({ id, name }) => (
        <ToggleButton key={id} value={id}>
          {name}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};

const categoryName = (id: string) => TEMPLATE_CATEGORIES.find((category) => category.id === id)?.name ?? id;

const TemplateCard = ({ template }: { template: MessageTemplate }) => (
  <Card component="article" aria-label={template.name} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
    <CardContent sx={{ flex: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mr: 'auto' }}>
          {template.name}
        </Typography>
        <Chip size="small" variant="outlined" label={categoryName(template.category)} />
        <TemplateStatusChip template={template} />
        {!template.isActive && <Chip size="small" label="Inactive" />}
      </Stack>
      {template.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {template.description}
        </Typography>
      )}
      <Typography
        variant="body2"
        sx={{ whiteSpace: 'pre-wrap', bgcolor: 'action.hover', borderRadius: 1, p: 1.5, maxHeight: 180, overflow: 'auto' }}
      >
        {template.template}
      </Typography>
    </CardContent>
    <CardActions sx={{ px: 2, pb: 1.5 }}>
      <Typography variant="caption" color="text.secondary" sx={{ mr: 'auto' }}>
        Used {template.usageCount} {template.usageCount === 1 ? 'time' : 'times'}
      </Typography>
      <ApproveTemplateButton template={template} />
      <CopyTemplateButton template={template} />
      <EditTemplateButton template={template} />
      <DeleteTemplateButton template={template} />
    </CardActions>
  </Card>
);

const TemplateEmpty = () => (
  <Card sx={{ py: 6, px: 3, textAlign: 'center' }}>
    <TemplatesIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
    <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
      No message templates yet
    </Typography>
    <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 460, mx: 'auto' }}>
      Write welcome, approval and rejection messages once and reuse them in every group.
    </Typography>
    <NewTemplateButton label="Create Template" />
  </Card>
);

const TemplateGrid = () => {
  const { data, isPending, error, filterValues, total } = useListContext<MessageTemplate>();
  if (error) return <Alert severity="error">The templates could not be loaded. {errorMessage(error)}</Alert>;
  if (!isPending && data.length === 0) {
    return Object.keys(filterValues).length > 0 ? (
      <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
        No templates match these filters.
      </Typography>
    ) : (
      <TemplateEmpty />
    );
  }
  return (
    <>
      <Grid container spacing={2} aria-busy={isPending}>
        {isPending
          ? Array.from({ length: LOADING_CARDS }, (_, index) => (
              <Grid key={index} size={{ xs: 12, md: 6, xl: 4 }}>
                <Skeleton variant="rounded" height={220} />
              </Grid>
            ))
          : data.map((template) => (
              <Grid key={template.id} size={{ xs: 12, md: 6, xl: 4 }}>
                <TemplateCard template={template} />
              </Grid>
            ))}
      </Grid>
      {total !== undefined && total > data?.length && <Pagination rowsPerPageOptions={[12, 24, 48]} />}
    </>
  );
};

export const TemplateList = () => (
  <OwnerPage title="Message Templates" subtitle="Write reusable welcome, approval and rejection messages">
    <ListBase resource="message-templates" sort={{ field: 'createdAt', order: 'DESC' }} perPage={24}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <FilterLiveSearch source="q" label="Search templates" variant="outlined" />
          <Box sx={{ overflowX: 'auto' }}>
            <CategoryFilter />
          </Box>
        </Stack>
        <Box>
          <NewTemplateButton />
        </Box>
      </Stack>
      <TemplateGrid />
    </ListBase>
  </OwnerPage>
);
