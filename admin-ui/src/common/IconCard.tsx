import { Avatar, Card, CardContent, Typography } from '@mui/material';
import type { ElementType } from 'react';

interface IconCardProps {
  icon: ElementType;
  title: string;
  description: string;
  /** The title's level in the page's outline. */
  heading: 'h2' | 'h3';
  /** Lifts on hover, for cards among a page's selling points. */
  lifts?: boolean;
  /** Roomier, for the landing page. */
  roomy?: boolean;
}

/** A card with an icon, a title and a line or two saying what it is: the landing page's features, the customer's next steps. */
export const IconCard = ({ icon: Icon, title, description, heading, lifts = false, roomy = false }: IconCardProps) => (
  <Card
    component="article"
    sx={{
      height: '100%',
      borderRadius: 3,
      ...(lifts && {
        transition: 'box-shadow 150ms, transform 150ms',
        '&:hover': { boxShadow: '0 12px 30px -12px rgba(15,23,42,0.2)', transform: 'translateY(-2px)' },
      }),
    }}
  >
    <CardContent sx={{ p: roomy ? 3.5 : 3 }}>
      <Avatar variant="rounded" sx={{ bgcolor: 'rgba(79,70,229,0.1)', color: 'primary.main', mb: roomy ? 2.5 : 2 }}>
        <Icon />
      </Avatar>
      <Typography component={heading} variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: roomy ? 1 : 0.5 }}>
        {description}
      </Typography>
    </CardContent>
  </Card>
);
