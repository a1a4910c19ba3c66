/**
 * A date (and time) shown in Danish, in Europe/Copenhagen — whatever the admin's own time zone.
 */
import { DateField, type DateFieldProps } from 'react-admin';
import { config } from '../config';

export function DateTimeField({ showTime = true, ...props }: DateFieldProps) {
  return (
    <DateField
      locales={config.locale}
      showTime={showTime}
      options={
        showTime
          ? { timeZone: config.timeZone, dateStyle: 'medium', timeStyle: 'short' }
          : { timeZone: config.timeZone, dateStyle: 'medium' }
      }
      {...props}
    />
  );
}
