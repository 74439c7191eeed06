import { Button, FormControlLabel, Grid, Switch, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { fieldErrors } from '../providers/httpClient';
import type { PricingPlan } from '../public/api';
import type { PlanInput } from './adminApi';

export const EMPTY_PLAN: PlanInput = { planType: '', title: '', price: '', buttonText: 'Start Free Trial', features: '', isPopular: false };

export function planInput(plan: PricingPlan): PlanInput {
  const { planType, title, price, buttonText, features, isPopular } = plan;
  return { planType, title, price, buttonText, features: features.join('\n'), isPopular };
}

/** Features are typed one per line; blank lines are dropped (spec section 5). */
export function featureLines(features: PlanInput['features']): string[] {
  const lines = Array.isArray(features) ? features : features.split('\n');
  return lines.map((line) => line.trim()).filter(Boolean);
}

interface PlanFormProps {
  initial: PlanInput;
  submitLabel: string;
  /** Resolves with the error the server gave, or nothing when saved. */
  onSubmit: (plan: PlanInput) => Promise<unknown>;
  resetOnSuccess?: boolean;
}

/** The super admin panel's plan fields, for editing a plan or creating one. */
export const PlanForm = ({ initial, submitLabel, onSubmit, resetOnSuccess }: PlanFormProps) => {
  const [plan, setPlan] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof PlanInput>(field: K, value: PlanInput[K]) => setPlan({ ...plan, [field]: value });
  const required = [plan.planType, plan.title, plan.price, plan.buttonText].every((value) => value.trim() !== '') && featureLines(plan.features).length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const error = await onSubmit({ ...plan, features: featureLines(plan.features) });
    setErrors(error ? (fieldErrors(error) ?? {}) : {});
    if (!error && resetOnSuccess) setPlan(initial);
    setSaving(false);
  };

  const field = (name: Exclude<keyof PlanInput, 'isPopular' | 'features'>, label: string, helper?: string) => (
    <TextField
      fullWidth
      required
      label={label}
      value={plan[name]}
      onChange={(event) => set(name, event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? helper}
    />
  );

  return (
    <Grid container spacing={2} component="form" noValidate onSubmit={submit}>
      <Grid size={{ xs: 12, md: 6 }}>{field('planType', 'Plan type', 'Lowercase and dashes, such as starter-lite')}</Grid>
      <Grid size={{ xs: 12, md: 6 }}>{field('title', 'Title')}</Grid>
      <Grid size={{ xs: 12, md: 6 }}>{field('price', 'Price', 'Such as $27')}</Grid>
      <Grid size={{ xs: 12, md: 6 }}>{field('buttonText', 'Button text')}</Grid>
      <Grid size={12}>
        <TextField
          fullWidth
          required
          multiline
          minRows={3}
          label="Features (one per line)"
          value={Array.isArray(plan.features) ? plan.features.join('\n') : plan.features}
          onChange={(event) => set('features', event.target.value)}
          error={Boolean(errors.features)}
          helperText={errors.features}
        />
      </Grid>
      <Grid size={12} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <FormControlLabel
          control={<Switch checked={plan.isPopular} onChange={(event) => set('isPopular', event.target.checked)} />}
          label="Mark as popular"
        />
        <Button type="submit" variant="contained" disabled={saving || !required}>
          {submitLabel}
        </Button>
      </Grid>
    </Grid>
  );
};
