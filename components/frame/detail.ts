'use client';
/**
 * How much of each exchange to draw. The pages draw everything ('full'). A slide (presenter mode,
 * until F asks for everything) draws as much as fits its screen, folding step by step:
 * 'compact' opens frames with only the lines that matter and the headers the lesson is about,
 * 'frames' drops those headers, 'summary' closes every exchange to its one-line summary, 'count'
 * leaves only how many exchanges there were. Frames, header tables,
 * exchanges and the live demos' wire read it.
 */
import { createContext, useContext } from 'react';

export type FrameDetail = 'full' | 'compact' | 'frames' | 'summary' | 'count';

/** The folds a slide tries, most detail first. */
export const SLIDE_FOLDS: readonly FrameDetail[] = ['compact', 'frames', 'summary', 'count'];

export const FrameDetailContext = createContext<FrameDetail>('full');

export const useFrameDetail = () => useContext(FrameDetailContext);

/** Whether this is drawn on a presenter slide (PresenterShell says so), where the evidence is shown open. */
export const OnSlideContext = createContext(false);

export const useOnSlide = () => useContext(OnSlideContext);

/**
 * Whether a view draws its slide version: on a slide until F asks for everything. A view then shows
 * only the lines its lesson needs (no explanations, lists cut short, long ids on one line); its full
 * text is in the speaker notes and behind F. Pages always draw everything.
 */
export const useSlideBrief = () => useFrameDetail() !== 'full';
