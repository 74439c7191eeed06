import { Box, Typography } from '@mui/material';

export interface BarChartPoint {
  label: string;
  value: number;
}

interface BarChartProps {
  title: string;
  points: BarChartPoint[];
  format?: (value: number) => string;
  color?: string;
}

const WIDTH = 640;
const HEIGHT = 180;

/** A day-by-day bar chart drawn as SVG; each bar names its day and value for screen readers and tooltips. */
export const BarChart = ({ title, points, format = String, color = '#4f46e5' }: BarChartProps) => {
  const max = Math.max(1, ...points.map(({ value }) => value));
  const total = points.reduce((sum, { value }) => sum + value, 0);
  const slot = points.length ? WIDTH / points.length : WIDTH;
  const barWidth = Math.max(2, slot * 0.7);
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
        <Typography component="figcaption" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" aria-label={`${title} in total`}>
          {format(total)} in total
        </Typography>
      </Box>
      {/* Stretched to the card's width at a fixed height; the labels sit below as text so they never stretch. */}
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" height={HEIGHT} preserveAspectRatio="none" role="img" aria-label={`${title} per day`}>
        <line x1={0} x2={WIDTH} y1={HEIGHT - 1} y2={HEIGHT - 1} stroke="#cbd5e1" vectorEffect="non-scaling-stroke" />
        {points.map(({ label, value }, index) => {
          const height = (value / max) * (HEIGHT - 8);
          return (
            <rect key={label} x={index * slot + (slot - barWidth) / 2} y={HEIGHT - height} width={barWidth} height={height} fill={color}>
              <title>{`${label}: ${format(value)}`}</title>
            </rect>
          );
        })}
      </svg>
      {points.length > 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5 }}>
          <Typography variant="caption" color="text.secondary">
            {points[0].label}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {points[points.length - 1].label}
          </Typography>
        </Box>
      )}
    </Box>
  );
};
