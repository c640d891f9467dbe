import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, ButtonLink, ExternalButtonLink } from '@edu/shared/ui/button';
import { Card, CardBody, CardMedia } from '@edu/shared/ui/card';
import { CardGrid, Container, Section } from '@edu/shared/ui/layout';
import { VisuallyHidden } from '@edu/shared/ui/visually-hidden';
import { paths } from '../../config/paths';
import { PAGES_NS, textList } from '../../i18n/pages';
import { CheckIcon } from './icons';
import { SectionHeading } from './section-heading';

/**
 * The three parts of the network. School and publisher have their own sites (opened in a new
 * tab); the institute has none yet (spec: "no real link"), so its card leads to the course
 * registration instead.
 */
export const NETWORK = [
  { id: 'school', image: '/images/card-school.svg', website: 'https://schule.example.org' },
  { id: 'institute', image: '/images/card-institute.svg', website: undefined },
  { id: 'publisher', image: '/images/card-publisher.svg', website: 'https://verlag.example.org' },
] as const;

const Title = styled.h3`
  margin: 4px 0 0;
  font-size: 1.375rem;
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Bullets = styled.ul`
  display: grid;
  gap: 8px;
  margin: 8px 0 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: 10px;
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: auto;
  padding-top: 16px;
`;

const Note = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9375rem;
`;

function NetworkCard({ id, image, website }: (typeof NETWORK)[number]) {
  const { t } = useTranslation(PAGES_NS);
  const title = t(`home.network.${id}.title`);
  return (
    <Card as="li">
      {/* Decorative: the title says what the card is. CardMedia keeps its 16:9 box before loading. */}
      <CardMedia src={image} alt="" />
      <CardBody>
        <Title id={`network-${id}`}>{title}</Title>
        <Text>{t(`home.network.${id}.text`)}</Text>
        <Bullets>
          {textList(t, `home.network.${id}.bullets`).map((bullet) => (
            <li key={bullet}>
              <CheckIcon size={18} />
              <span>{bullet}</span>
            </li>
          ))}
        </Bullets>
        <Actions>
          {website ? (
            <ExternalButtonLink href={website} newTab>
              {t('home.network.visit')}
              {/* Three links share the visible text; the hidden name tells them apart. */}
              <VisuallyHidden>{`: ${title}`}</VisuallyHidden>
            </ExternalButtonLink>
          ) : (
            <>
              <Button disabled aria-describedby="institute-website-note">
                {t('home.network.visit')}
              </Button>
              <ButtonLink to={paths.courseRegistration} variant="secondary">
                {t('home.network.institute.courseRegistration')}
              </ButtonLink>
              <Note id="institute-website-note">{t('home.network.institute.noWebsite')}</Note>
            </>
          )}
        </Actions>
      </CardBody>
    </Card>
  );
}

export function NetworkCards() {
  const { t } = useTranslation(PAGES_NS);
  return (
    <Section aria-labelledby="network-heading">
      <Container>
        <SectionHeading id="network-heading" title={t('home.network.heading')} intro={t('home.network.intro')} />
        <CardGrid as="ul">
          {NETWORK.map((entry) => (
            <NetworkCard key={entry.id} {...entry} />
          ))}
        </CardGrid>
      </Container>
    </Section>
  );
}
