import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import { Alert, Box, Button, Divider, Link as MuiLink, Stack, Tab, Tabs } from '@mui/material';
import { useEffect, useState, type ReactElement } from 'react';
import {
  email as validEmail,
  Form,
  PasswordInput,
  required,
  SaveButton,
  TextInput,
  useAuthState,
  useLogin,
} from 'react-admin';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { providerSignInPath, sanitizeReturnTo } from '../auth/returnTo';
import { signUp } from '../providers/authProvider';
import { api } from '../providers/api';
import { AuthLayout } from './AuthLayout';
import { NewPasswordInput, PersonNameInputs } from '../common/accountInputs';
import { submitWithFailure } from '../common/fieldErrors';

import type { SignInProvider } from '@joinflow/sdk/browser';

const providerIcons: Record<string, ReactElement> = {
  google: <GoogleIcon />,
  facebook: <FacebookIcon />,
};

function useSignInProviders(): SignInProvider[] {
  const [providers, setProviders] = useState<SignInProvider[]>([]);
  useEffect(() => {
    let open = true;
    api.auth
      .providers()
      .then((providers) => open && setProviders(providers))
      // Provider buttons are a convenience: without them, email sign-in still works.
      .catch(() => open && setProviders([]));
    return () => {
      open = false;
    };
  }, []);
  return providers;
}

type Mode = 'sign-in' | 'sign-up';

interface FormProps {
  returnTo: string;
  onFailure: (message: string | null) => void;
}

const SIGN_IN_FIELDS = ['email', 'password'] as const;
const SIGN_UP_FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

const fieldProps = { variant: 'outlined', fullWidth: true } as const;

const emailValidators = [required(), validEmail()];

const EmailInput = () => (
  <TextInput
    source="email"
    label="Email"
    type="email"
    autoComplete="email"
    validate={emailValidators}
    {...fieldProps}
  />
);

const SignInForm = ({ returnTo, onFailure }: FormProps) => {
  const login = useLogin();
  const submit = submitWithFailure(SIGN_IN_FIELDS, onFailure, (values: Record<string, string>) =>
    login({ email: values.email, password: values.password }, returnTo),
  );

  return (
    <Form onSubmit={submit} noValidate>
      <EmailInput />
      <PasswordInput
        source="password"
        label="Password"
        autoComplete="current-password"
        validate={required()}
        {...fieldProps}
      />
      <Box sx={{ textAlign: 'right', mb: 2 }}>
        <MuiLink component={Link} to="/forgot-password" variant="body2">
          Forgot password?
        </MuiLink>
      </Box>
      <SaveButton label="Sign in" icon={<></>} fullWidth size="large" />
    </Form>
  );
};

const SignUpForm = ({ returnTo, onFailure }: FormProps) => {
  const navigate = useNavigate();
  const submit = submitWithFailure(SIGN_UP_FIELDS, onFailure, async ({ firstName, lastName, email, password }: Record<string, string>) => {
    await signUp({ firstName, lastName, email, password });
    navigate(returnTo);
  });

  return (
    <Form onSubmit={submit} noValidate>
      <PersonNameInputs />
      <EmailInput />
      <NewPasswordInput />
      <Box sx={{ mt: 2 }}>
        <SaveButton label="Create account" icon={<></>} fullWidth size="large" />
      </Box>
    </Form>
  );
};

/** The sign-in chooser the server's /api/login sends people to; /signup opens it on "Create account". */
export const LoginPage = ({ initialMode = 'sign-in' }: { initialMode?: Mode }) => {
  const [searchParams] = useSearchParams();
  const returnTo = sanitizeReturnTo(searchParams.get('returnTo'));
  const [mode, setMode] = useState<Mode>(initialMode);
  // A failed or cancelled provider sign-in comes back here with the server's reason in `error`.
  const [failure, setFailure] = useState<string | null>(searchParams.get('error'));
  const providers = useSignInProviders();
  const { authenticated } = useAuthState();

  if (authenticated) return <Navigate to={returnTo} replace />;

  const changeMode = (next: Mode) => {
    setMode(next);
    setFailure(null);
  };

  return (
    <AuthLayout
      title={mode === 'sign-in' ? 'Sign in to JoinFlow' : 'Create your JoinFlow account'}
      subtitle={mode === 'sign-in' ? 'Welcome back.' : 'Start your 7-day free trial.'}
    >
      {providers.length > 0 && (
        <>
          <Stack spacing={1.5}>
            {providers.map((provider) => (
              <Button
                key={provider.id}
                href={providerSignInPath(provider.id, returnTo)}
                variant="outlined"
                size="large"
                color="inherit"
                startIcon={providerIcons[provider.id] ?? <KeyIcon />}
                fullWidth
              >
                Continue with {provider.name}
              </Button>
            ))}
          </Stack>
          <Divider sx={{ my: 3, color: 'text.secondary', typography: 'body2' }}>or</Divider>
        </>
      )}
      <Tabs value={mode} onChange={(_, next: Mode) => changeMode(next)} variant="fullWidth" sx={{ mb: 2 }}>
        <Tab value="sign-in" label="Sign in" />
        <Tab value="sign-up" label="Create account" />
      </Tabs>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {mode === 'sign-in' ? (
        <SignInForm returnTo={returnTo} onFailure={setFailure} />
      ) : (
        <SignUpForm returnTo={returnTo} onFailure={setFailure} />
      )}
    </AuthLayout>
  );
};
