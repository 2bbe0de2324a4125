import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Alert,
  AlertTitle,
  Box,
  LinearProgress,
  Link,
  Slider,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { QualityAt } from '../../../contract/labelled-metrics';
import type { ScenarioPreview, ScoredPair } from '../../../contract/scenario-preview';
import { FileButton } from '../../ui/FileButton';
import { LicenceSeatNotice } from '../../ui/LicenceSeatNotice';
import { SaveFailureAlert } from '../../ui/SaveFailureAlert';
import type { ParsedLabelledPairs } from './labelled-pairs-csv';
import { fewPairsWarning, flippedPairs, previewFigures } from './preview-figures';
import { scenarioFormPathOf } from './scenario-form-values';
import { pagePaths } from '../../ui/page-paths';

/** Flipped pairs listed at most; more would bury the figures beneath them. */
const SHOWN_FLIPS = 50;

export interface LabelledUpload {
  fileName: string;
  parsed: ParsedLabelledPairs;
}

interface PreviewPanelProps {
  objectName: string;
  preview: ScenarioPreview | undefined;
  /** Whether the form holds a scenario that can be scored: the preview follows the form only then. */
  draftValid: boolean;
  scoring: boolean;
  /** How many pairs the answer being scored will hold, when it can be told. */
  pairsToScore: number | undefined;
  /** The form's threshold, which the slider shows and sets: the one Save writes. */
  threshold: number;
  onThresholdChange: (threshold: number) => void;
  error: unknown;
  upload: LabelledUpload | undefined;
  onUpload: (file: File) => void;
}

const percent = (share: number | null) => (share === null ? '–' : `${(share * 100).toFixed(1)} %`);

const QUALITY_ROWS: readonly [string, (quality: QualityAt) => string][] = [
  ['Precision', (quality) => percent(quality.precision)],
  ['Recall', (quality) => percent(quality.recall)],
  ['F1', (quality) => percent(quality.f1)],
  ['True positives', (quality) => String(quality.truePositives)],
  ['False positives', (quality) => String(quality.falsePositives)],
  ['False negatives', (quality) => String(quality.falseNegatives)],
  ['True negatives', (quality) => String(quality.trueNegatives)],
];

function RecordLink({ objectName, id, name }: { objectName: string; id: string; name: string | null }) {
  return (
    <Link component={RouterLink} to={pagePaths.record(objectName, id)}>
      {name ?? id}
    </Link>
  );
}

const SOURCE_WORDS: Record<ScoredPair['source'], string> = {
  MERGE: 'merged',
  NOT_DUPLICATE: 'decided apart',
  UPLOAD: 'uploaded',
};

const scoreText = (score: ScoredPair['draft']) =>
  `${Math.round(score.score)}${score.decisive ? '' : ' (held apart)'}`;

interface PreviewFiguresProps {
  objectName: string;
  preview: ScenarioPreview;
  threshold: number;
  onThresholdChange: (threshold: number) => void;
}

/** The figures at the form's threshold, beside the stored scenario's, and the pairs the two call differently. */
function PreviewFigures({ objectName, preview, threshold, onThresholdChange }: PreviewFiguresProps) {
  const figures = previewFigures(preview, threshold);
  const flips = flippedPairs(preview, threshold);

  return (
    <>
      <Typography id="preview-threshold-label" gutterBottom>
        Threshold: {threshold}
      </Typography>
      <Slider
        aria-labelledby="preview-threshold-label"
        aria-describedby="preview-threshold-hint"
        value={threshold}
        min={0}
        max={100}
        valueLabelDisplay="auto"
        onChange={(_event, value) => onThresholdChange(value)}
      />
      <Typography id="preview-threshold-hint" variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        The scenario’s threshold: Save keeps where it is set.
      </Typography>
      <TableContainer sx={{ mb: 3 }}>
        <Table size="small" aria-label="Preview figures">
          <TableHead>
            <TableRow>
              <TableCell>Figure</TableCell>
              <TableCell align="right">Draft at {threshold}</TableCell>
              {figures.current && <TableCell align="right">Stored at {preview.currentThreshold}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {QUALITY_ROWS.map(([label, format]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell align="right">{format(figures.draft)}</TableCell>
                {figures.current && <TableCell align="right">{format(figures.current)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {figures.current && (
        <>
          <Typography variant="h6" component="h3" gutterBottom>
            Pairs that flip ({flips.length})
          </Typography>
          {flips.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>
              The draft at {threshold} calls every pair as the stored scenario does.
            </Typography>
          ) : (
            <TableContainer>
              <Table size="small" aria-label="Pairs that flip">
                <TableHead>
                  <TableRow>
                    <TableCell>Records</TableCell>
                    <TableCell>Decided</TableCell>
                    <TableCell align="right">Draft</TableCell>
                    <TableCell align="right">Stored</TableCell>
                    <TableCell>Draft calls them</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {flips.slice(0, SHOWN_FLIPS).map((pair) => (
                    <TableRow key={`${pair.firstId}-${pair.secondId}`}>
                      <TableCell>
                        <RecordLink objectName={objectName} id={pair.firstId} name={pair.firstName} /> and{' '}
                        <RecordLink objectName={objectName} id={pair.secondId} name={pair.secondName} />
                      </TableCell>
                      <TableCell>
                        {pair.duplicate ? 'Duplicates' : 'Not duplicates'}, {SOURCE_WORDS[pair.source]}
                      </TableCell>
                      <TableCell align="right">{scoreText(pair.draft)}</TableCell>
                      <TableCell align="right">{pair.current && scoreText(pair.current)}</TableCell>
                      <TableCell>{pair.draftCalls ? 'duplicates' : 'apart'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          {flips.length > SHOWN_FLIPS && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              The first {SHOWN_FLIPS} of {flips.length} are listed.
            </Typography>
          )}
        </>
      )}
    </>
  );
}

function UploadReport({ upload, unknownIds }: { upload: LabelledUpload; unknownIds: readonly string[] }) {
  const { fileName, parsed } = upload;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography>
        {fileName}: {parsed.pairs.length} labelled {parsed.pairs.length === 1 ? 'pair' : 'pairs'} read.
      </Typography>
      {parsed.problems.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          <AlertTitle>Lines left out</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {parsed.problems.map((problem) => (
              <li key={problem.line}>
                Line {problem.line}: {problem.message}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {unknownIds.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          <AlertTitle>Unknown records</AlertTitle>
          These ids name no record of this type, so their pairs are left out: {unknownIds.join(', ')}
        </Alert>
      )}
    </Box>
  );
}

/** Seconds since it was shown, counted on screen only: a live region announcing each tick would drown the page. */
function ElapsedSeconds() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setSeconds((count) => count + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Typography component="span" variant="body2" aria-hidden sx={{ color: 'text.secondary' }}>
      {seconds > 0 && `${seconds} s`}
    </Typography>
  );
}

function statusText(
  draftValid: boolean,
  scoring: boolean,
  pairsToScore: number | undefined,
  preview: ScenarioPreview | undefined,
) {
  const pairs = (count: number) => `${count} labelled ${count === 1 ? 'pair' : 'pairs'}`;
  if (!draftValid) return 'Complete the highlighted inputs to update the preview.';
  if (scoring) return pairsToScore === undefined ? 'Scoring the draft…' : `Scoring ${pairs(pairsToScore)}…`;
  return preview ? `Scored on ${pairs(preview.pairs.length)}.` : '';
}

const HEADING_ID = 'preview-heading';

const heading = (
  <Typography id={HEADING_ID} variant="h5" component="h2" gutterBottom>
    Preview
  </Typography>
);

/** Where the preview would be for an admin without an API licence seat: it names the records of the pairs it scores. */
export function PreviewNeedsSeat() {
  return (
    <Box component="section" aria-labelledby={HEADING_ID}>
      {heading}
      <LicenceSeatNotice />
    </Box>
  );
}

/** How the draft would have judged the labelled pairs, beside the stored scenario it would replace. */
export function PreviewPanel({
  objectName,
  preview,
  draftValid,
  scoring,
  pairsToScore,
  threshold,
  onThresholdChange,
  error,
  upload,
  onUpload,
}: PreviewPanelProps) {
  const fewPairs = preview && fewPairsWarning(preview.pairs.length);

  return (
    <Box component="section" aria-labelledby={HEADING_ID}>
      {heading}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', mb: scoring ? 1 : 2, minHeight: '1.5em' }}>
        <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
          {statusText(draftValid, scoring, pairsToScore, preview)}
        </Typography>
        {scoring && <ElapsedSeconds />}
      </Box>
      {scoring && <LinearProgress aria-label="Scoring the draft" sx={{ mb: 2 }} />}
      {error !== null && error !== undefined && (
        <SaveFailureAlert error={error} pathOf={scenarioFormPathOf} title="The draft could not be scored" />
      )}
      {preview && preview.pairs.length === 0 && (
        <Alert severity="info">
          <AlertTitle>No labelled pairs yet</AlertTitle>
          Previews score the pairs stewards merged (duplicates) and the pairs they decided are not duplicates.
          Once there are such decisions for {objectName}, or you upload labelled pairs, the draft’s precision
          and recall show here.
        </Alert>
      )}
      {fewPairs && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {fewPairs} Upload more labelled pairs (CSV) or decide more pairs in{' '}
          <Link component={RouterLink} to={pagePaths.review()}>
            review
          </Link>
          .
        </Alert>
      )}
      {preview && preview.pairs.length > 0 && (
        // The last answer stays while the next is scored, under the progress above: dimming it would take its
        // text below a readable contrast.
        <Box aria-busy={scoring}>
          <PreviewFigures
            objectName={objectName}
            preview={preview}
            threshold={threshold}
            onThresholdChange={onThresholdChange}
          />
        </Box>
      )}
      <Box sx={{ mt: 3 }}>
        <FileButton accept=".csv,text/csv" startIcon={<UploadFileIcon />} onFile={onUpload}>
          Upload labelled pairs (CSV)
        </FileButton>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Columns firstId, secondId, duplicate (true/false or 1/0).
        </Typography>
        {upload && <UploadReport upload={upload} unknownIds={preview?.unknownIds ?? []} />}
      </Box>
    </Box>
  );
}
