import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container, PageHeading, Section } from '@edu/shared/ui/layout';
import { addPageTexts, PAGES_NS, textList } from '../../i18n/pages';
import { PageTitle } from '../home/page-title';
import ar from './about.ar.json';
import de from './about.de.json';
import { Facts } from './facts';
import { History } from './history';
import { OpeningHours } from './opening-hours';
import { Reasons } from './reasons';
import { Services } from './services';
import { Values } from './values';

// The about texts ship with this page's chunk; the home page is in the first bundle and stays small.
addPageTexts({ ar, de });

const Intro = styled.div`
  max-width: 46rem;

  p {
    margin: 0 0 12px;
    font-size: 1.125rem;
  }
`;

/** About (spec 1): intro, facts, history since 2005, services, reasons, values, opening hours. */
export default function AboutPage() {
  const { t } = useTranslation(PAGES_NS);
  return (
    <>
      <PageTitle titleKey="about.metaTitle" />
      <Section>
        <Container>
          <PageHeading title={t('about.heading')} subtitle={t('about.subtitle')} />
          <Intro>
            {textList(t, 'about.intro').map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Intro>
          <Facts />
        </Container>
      </Section>
      <History />
      <Services />
      <Reasons />
      <Values />
      <OpeningHours />
    </>
  );
}
