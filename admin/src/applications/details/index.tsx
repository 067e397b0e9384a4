import { Title, useTranslate } from 'react-admin';

/** Placeholder until the details screen lands (owned by the review screens' helper; replace this file whole). */
export default function ApplicationDetails() {
  const translate = useTranslate();
  return <Title title={translate('postula.details.title')} />;
}
