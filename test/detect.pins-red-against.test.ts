/**
 * Issue 5, pins (session 48): a white pin standing on its seat with the red
 * pin lying against it, the seat judged empty with doubt (red-against.ts).
 * The two pins make one blob under the network's "standing" peak, which
 * onEmptySeat relabelled lying (a pin across an empty seat): the seat's pin
 * was missed. Recorded: the 31 × 31 px around the seat's pin-top place in
 * two development frames, pasted at px (60, 30) on their cloth; the five
 * seats where those frames put them (no parallax), the seat and the centre
 * judged empty at their frames' p, the other three empty at 0 (their pins
 * are outside the crops); the network's peaks moved with the crop.
 * - 9 400 028 scene 2 (2.640 mm/px, blue cloth, origin px 935, 576): the
 *   bottom seat at p 0.26, its pin 4.8 mm off; "standing" peak 0.40 1.2 mm
 *   off the seat (244 mm², elongation 2.77), the red pin's "fallen" 0.55 on
 *   it, 18.9 mm off.
 * - 9 700 019 scene 1 (3.048 mm/px, blue cloth, origin px 966, 568): the
 *   left seat at p 0.40 on the chalk line; "standing" 0.52 5.0 mm off and
 *   "fallen" 0.61 on one 474 mm² blob (1.60), the red pin 10.1 mm off.
 */
import { describe, expect, it } from 'vitest';
import { verifyPins } from '../src/detect/pins.js';
import { AGAINST_RED_MIN_AREA_MM2 } from '../src/detect/red-against.js';
import { SPLIT_RED_MIN_AREA_MM2, tonePart } from '../src/detect/colour-split.js';
import { DEFAULT_SEAT_LINES } from '../src/detect/seat-lines.js';
import type { CastleGeometry, PinCand } from '../src/detect/castle-measures.js';
import { namesAt, paint, pasteCrop, castleAt, seatsFromTops } from './detect-pins-helpers.js';

/** Rows of the recorded crops, RGB hex. */
const CROP_9400028 = [
  '266ded2970f0286dec276bea266ae72769e42969e42b6be62b6de7256be7236ae82469e8266bea2b6fee2d71f02c70ed2c6deb296be62d6fea2f71eb2e70ea2a6ce4286be02a6de22d70e5296be3286ae4286ae42a6ce62d6fe92d6fe9',
  '2970ee286fed286dec276de9276be8286ae5296be62b6be62a6ce7296dea276de9276be8286ce92a6eeb2c6deb2a6be9286ae52868e42b6be62d6de82b6de5276adf2669de276add2a6de22b6de52a6ce6296be52a6ce62c6ee82d6fe9',
  '2f71eb2b6de72b6de72a6ce62a6ce62b6be62a6ae52a6ae52a6ae52f6de62e6ce52d6be42e6ce52e6ce52f6be52d69e32c68e22c6ae32f6de6306ee72d6ee62a6be1296ae02a6be12d6ee42e70e82c6ee82b6de72b6de72c6ee82c6ee8',
  '306fe32d6be22d6be22e6ce32e6ce52b6be62b6be62a6ae52b69e22d68de2f68dc3069dd2f6ade306be1306be1306be12f6ae2306be3316de7316de72f6de62d6be42a6be12c6de52d6ee62e70ea2d6fe92b6de72a6ce62a6ce62a6ce6',
  '3069da316add2f6ade306be12f6be32d6be42b6be6296be62969e42e67db3067db3168dc316add316ade316ade316ade306be12e69df2d69e12d69e32c68e22b67e12967e02b69e42a6ae52c6ee82c6ee82a6ce6296be5286ae4286ae4',
  '3267d7336bdc326bde2f6ade2e6ae22b6be6296be6276be8296be62d69e1316ade306bdf306bdf2e69dd2c69de2d68de2c69de2f6be32e6ae22d69e32c68e22b67e32c68e42c6ae52d6be62b6be62a6ce62b6de72a6ce6286ae4286ae4',
  '336bda346cdd326bde2f6ae02c6ae3286ae5276bea266ded276ced2769e42a6ae52c6ce72c6ce72a6ae5286ae2296ae22a6ce42e70e82d6ee62b6be62c6ae52c69e62d6ae72f6ae82e6be82969e42a6ce62c6ee82c6ee82a6ce6296be5',
  '3770e1346de0306bdf2d69e12969e42569e6256aeb266cee256eef1f65e72368e9266bec266deb266ce8256ce8286ee82a70ea286ee7276ce52769e32767e22767e32a67e42c67e72b68e72868e42a6ce62d6fe92e70ea2c6ee82b6de7',
  '2968dc316fe62a68df2767e2296de82b70ef266ded226bec236cef206af1216bf22b75fa226ff1226ded1c6ae81762df2d79f3206ae3266ee7296fe9296de82e6eec3171ef2f6bed2764e32969e5296be5296be52a6ce62b6de72c6ee8',
  '2c6ee62567e12668e2276be62c70eb2c72ee2a6fee286dee286def2d71f62066ea1c62e6226beb2c76f32874ee1e6ae22370e6216ee4226de22169e12166df286ae53171ef3471f02d6deb296be6296be52a6ce62a6ce62b6de72b6de7',
  '286eea266ce8296feb2b6fea296de82a6ce62b6be62b6be62b69e4235ddb336dea2f6be72866dd2869dd2c72e23078e7216ad92972e12871e0256cde2469de286ae42c6ee92d6deb2969e72a6ce72a6ce62b6de72b6de72b6de72b6de7',
  '236ae82a71ef2b71ed286ce72566de2864dc3069dd336ade3466d92e56c74266d63f68d43965ce2c5dc42960c5346fd32666c8296dd22b70d72d71dc2c72e12d70e52a6ce42868e42464e02c6ee82b6de72b6de72b6de72a6ce62a6ce6',
  '246ded266deb256be72566de2863d93267d93b6bd93d69d44061c85160bf474ea9424da64d5fb54761b64164b84670c43f71c62f67be2d6ac52e6ed02c6fd72a6edd296cdf296be32b6de72c6ee82c6ee82b6de72b6de72a6ce62a6ce6',
  '256fec286fed276be62d69e1356dde3d6cd83c65ce3a5dc14356b2554c9b5e4a91675a9f544f9253589c7e90d28da8ed7da2e9517fcc4276c9306bc52666c72265ce2266d5276adf2d6fe92c6ee82c6ee82b6de72b6de72a6ce62a6ce6',
  '246eeb2e74f02c6ce7346de13e71de4069d23b5cbd3e58b5565bac7153917e5285926da05f44775e5083b1b1e5c5d2ffb6ceff83a6e85f8ed63a71c42865c02565c92567d5276add276ce32b6de72b6de72b6de72b6de72b6de72a6ce6',
  '296feb2e70ea2b66dc3666d5446bd44862c34556ae575fb27973bdac8fcf77518a7b5e96604b836b6196b0b1e9b6c2fcc0d8ff98bbff6d99e44074c72f67c4306ed33373dd2f71e22c6fe42b6de52b6de72b6de72b6de72b6de72b6de7',
  '2e70eb336ee63365d64568d04c60c15155ac6059a78e7ec561519a5552a34f54a8555db0414e9d4b5cac586fbd87a7f4a3c8ff9bc5ff6e9ef33d73cd2961c22b66cc316ed93573e23675e72a6be32a6ce62b6de72c6ee82c6ee82a6ce6',
  '2466e12f6ae03a6ad94263cc4356b54e50a7675cab6b56a15f54a25665c43956bc3959bc4062c34265c33259b64672cb6493ed6a9df85287e53971d22f69cd306ad52e6ad82a68d92665d72a6be32b6de72d6fe92d6fe92c6ee82a6ce6',
  '2266e32c6ae33b72e63965d23757be475ab96069c442429a5c63bd4760c73d62cd385fc83c66cc3862c63866c83364c33469c93870d1316bce2e69cf306dd7316fde2c6bdc2566da2265da296be32c6ee82f71eb2e70ea2c6ee82a6ce6',
  '2a70ec296be63674eb3267db3260cf4368d24e6bd13951b5546dd43a60cf3c69dc3361d13767d52f62cd4277df386fd6316ad12a68cf2867d02969d5296bdb2a6de0296ce1266be4256ae3296be52c6ee82f71eb2e70ea2a6ce6286ae4',
  '2b72ee256ce8266ce52667df2c69de3770e32b5ed13d6cde3968dc3e70e93167e1275ed53c73e8316add2f6bdb2664d33575e33274e22f73e22b6ee1266be0256be4256be5236ae62167e3276be62b6de72d6fe92c6ee8296be5286ae4',
  '2971ea276fe8216be4256de62a72eb2b71eb175cd53a7cf62464e0316eed326ded2f6ae83470ec2c6ae32c6ae12667dd2a6de02b70e52b70e5286fe5266ce5276eea2a71ef256eee2269e7296de82a6ce62a6ce62a6ce6296be5296be5',
  '2b72e8276fe7246ee72874ec2975ef206eea1f6deb2977f5226bec2366e93273f53677f72465e32769e42f71eb3476f0256ae32166df256be4286ee8276de9286feb2c73f12c73f3296eed2c70eb2b6de7286ae4296be52b6de72c6ee8',
  '2b70e52269dd266ee42a75ec2571e91a68e42e7efb1567e52673f52e74f82568eb296cee2266e52d71ee2064e12c70eb3175f0276be62d71ec2e72ed296dea256be7276de9296eed276de93173ee2c6ee82769e3296be52d6fe92f71eb',
  '3072e3296cdd276ddd276ee0266fe22570e72571eb2371ed2671f02368e92a6bed2d6ef02c6ded2869e72667e5296be62d6fe92b6de7296be52668e22668e32769e4286ae52869e72769e42b6de72b6de72b6de72b6de72c6ee82c6ee8',
  '306fe03070de2e70de2d71e02d70e12a6fe4286fe5266ee6266ce6296ae82a6beb2b6be92a6be92b6be92a6ae62b6be62c6ce72f6fea2d6ee62d6be62b6ce42e6ce72d6de82e6ce72c6ce72a6ce62a6ce62b6de72c6ee82c6ee82c6ee8',
  '2e6dde3171df3171dd3272e03171df306fe02c6edf2a6bdf296ae02d6de82b6be72c69e62a6ae52e6ce72f6de82d6be42c6ae33371ea316fe6306ce62f6de4316de7306ee7316de72f6de62a6ae52a6ce62b6de72c6ee82d6fe92c6ee8',
  '2c6edf2e6dde2f6fdd3070de3270df3270e1316fe02e6ddf2d6ce02e6ce52e6ce52d6be62d6be42e6ce52e6ce52d6be42c6ae3306ee72f6de42e6ae42d6be22f6be32f6de42f6be32d6be42969e4296be52b6de72c6ee82d6fe92c6ee8',
  '2c6fe42b6ce02c6de12d6fe02f6ee02f6ee02e6ddf2e6be02c6bdf2d6be22d6ee42f70e82e6fe72a6be32869e12a6ae52d6de82d6de82b6ce42c6ae52b6ce42e6ce52c6de52c6ae3296ae2286ae4296be52a6ce62b6de72c6ee82b6de7',
  '2a70e92c71e82b70e72c6ee62b6ee32b6ce42a6be12b69e02b69e02a6be12e6fe53172e82f70e6296ae22668e02a6ae52d6fe92d6de82b6de72b6de82b6de72c6ee82c6ee82a6ce6286ae4296be5296be52a6ce62a6ce62a6ce62b6de7',
  '2971ea2973ee2872ed286feb276de7276be8276be62a6ce72c6ce72c6ee62d70e52e70e82d6fe72a6ce6276ce5296be6296de82c6ee9296de8296dea2a6ee92b6fea2a6ee9286ce7266ae52b6de72a6ce6296be5286ae4286ae42a6ce6',
];
const CROP_9700019 = [
  '225dc1215cc02560c4245fc3245fc3235ec2215cc0205bbf205bbf1d5bbe1c5bc22060c4255fc0255cb93163bc6f9ef63365be265cb6235bbc1f5dc01f5fc31f60c62060c4215fc2225ec0235dbe2661c5225dc11e59bd1f5abe245fc3',
  '225dc1225dc1245fc3245fc3235ec2225dc1225dc1215cc0205bbf1e5cbf1f5ec52262c6255fc0245bb82f61ba6b9af22e60b92258b2235bbc1f5dc01f5fc31f60c62060c4215fc2225ec0235dbe2661c5235ec2205bbf215cc0245fc3',
  '225dc1225dc1225dc1225dc1225dc1225dc1225dc1225dc1225dc1205ec1205fc62161c5235dbe2259b62e60b96998f02d5fb82359b3235bbc1f5dc01f5fc31f60c62060c4215fc2225ec0235dbe2560c4245fc3235ec2235ec2235ec2',
  '225dc1235ec2215cc0215cc0215cc0225dc1225dc1235ec2235ec2215fc21e5dc41d5dc1215bbc2259b62f61ba6a99f13062bb285eb8235bbc1f5dc01f5fc31f60c62060c4215fc2225ec0235dbe235ec2245fc3245fc3235ec2215cc0',
  '235ec2235ec2205bbf215cc0215cc0225dc1225dc1235ec2235ec22260c31f5ec51e5ec2225cbd255cb93264bd6b9af23163bc2a60ba235bbc1f5dc01f5fc31f60c62060c4215fc2225ec0235dbe215cc0225dc1225dc1215cc0205bbf',
  '235ec2245fc3215cc0215cc0215cc0225dc1225dc1235ec2235ec2215fc22362c92060c4245ebf2960bd3466bf6a99f12c5eb7265cb6235bbc1f5dc01f5fc31f60c62060c4215fc2225ec0235dbe215cc0205bbf205bbf1f5abe205bbf',
  '245fc3245fc3215cc0215cc0225dc1225dc1225dc1225dc1235ec2215fc22160c71e5ec2245ebf2a61be3668c16998f02a5cb52359b3235bbc1f5dc01f5fc31f60c62060c4215fc2225ec0235dbe245fc3215cc01e59bd1f5abe215cc0',
  '245fc3245fc3225dc1225dc1225dc1225dc1225dc1225dc1225dc1205ec31a5bc31758be1d5cbb2763bb366abd689aef2a5db9235bbc1e5dbc1e5ebf205ec3245ec2265ebf245ebf1e60c01e60c12462c5225dc11e59bd1f5abe245fc3',
  '215cc0205bbf225dc1225dc1225dc1225dc1225dc1225dc1225dc11f5ec51d60cb1c63cb125bb71d62b03672b8548cd92b65c91655bf1660bf1a63c12a61c6325fc4355eb82c5fb81764c01164c41d61c42260c32260c3215fc2205ec1',
  '215cc0215cc0225dc1225dc1225dc1225dc1225dc1225dc1225dc11f5ec51d61cc2067cf1d64be2063b13c78b75b91d72b62c6215ec82065c02363bd2d5abf3255bb3155ad2759ae1362bf0e65c61c62c4215fc2215fc2215fc2215fc2',
  '225dc1225dc1225dc1225dc1225dc1225dc1225dc1225dc1225dc1205ec3175ac31e5fc5255dbc2054a73b6cae5989cb2350ab2c58b92e5bb03058af3252b73051b82c55af235bb2195fbf1660c31d5ec2205ec1215fc2215fc2215fc2',
  '235ec2245fc3225dc1225dc1225dc1225dc1225dc1225dc1225dc1205ec31f60c62560c6325ec12b50a84269aa6086c528499a3b57ab384a963a4b9b3a4eb13656bd2d5fb82662ba1e5ec01a5bc11f5dc21f5dc0205ec1215fc2215fc2',
  '245fc3245fc3225dc1225dc1225dc1225dc1225dc1225dc1225dc1225dc12160c1255bbd3253ba354eaa4966a8657fb834478b42498f5148874f4790434bad3855bd2a62bf2465c1255ec5245ac4215cc21f5dc0205ec1215fc2215fc2',
  '235ec2245fc3225dc1225dc1225dc1225dc1225dc1225dc1225dc1225ec0245fbd2758b72f4cb44a5fbc6075b67888bc5759924c417b705588654f8f494ca93451b9215dbd1e63c2295ec62a5dc6225bc2205ec1215fc2215fc2215fc2',
  '225dc1245fc3225dc1225dc1225dc1225dc1225dc1225dc1225dc1235dbe3067c23261bd3657be7087e48a9cdca0a6d89185b7674d7c7e5b836d548b4b4faa3051ba1e5cbf1d61c4295ec82a5dc6245dc4215fc2215fc2215fc2215fc2',
  '225dc1235ec2225dc1225dc1225dc1225dc1225dc1225dc1225dc1235dbe2359b32655af2850b27695ef96a8e8acacdea991c16945717657776454834652a83057be2361c62165ca2760c9265cc6235ec42260c32260c3215fc2205ec1',
  '215cc0215cc0235ec2225dc1205bbf1f5abe1f5abe205bbf225dc1265ebf2a5db62355ac265bb93e6bc07b90cf9e9cce896da075517d624f6d52537f3c56aa2d5ac1235ec6205fc8205fc8215fc61e5cc11f5dc0205ec1215fc2215fc2',
  '215cc0215cc0245fc3245fc3245fc32560c42560c4245fc3245fc3255fc0265cb42157ad1956af1b50a046609d67679d694d886a4e815251734156832f58aa2459bf215ac11e5cc31a5dc51a5ec31e5ec21f5dc0205ec1205ec1215fc2',
  '215cc0215cc01f5abe215cc0235ec2245fc3245fc3235ec2215cc0205abb225bb4235fb51d60b71c55a4405e9c565a974e3d83504484425482315a8e245ab01f5ac02259be1f5ac0185dc4165ec41e5fc3205ec1205ec1205ec1205ec1',
  '225dc1225dc11f5abe205bbf215cc0225dc1225dc1215cc0205bbf1f5bbd2262bc2365bb2163b92a61b15b7abb6873b54645953c4393345b96285f9f1f5fb91e5ec2245bbf225cbf1a5fc61860c62061c5215fc2215fc2205ec11f5dc0',
  '225dc1225dc12560c4245fc3235ec2225dc1225dc1235ec2245fc32262c32168c41f65bd1955ad2554a65b79bf6579c23b4eac3553b32a5fad2163b11f61c21f60c6235fbf235fbf205fc61f5fc92161c52260c3205ec11f5dc01f5dc0',
  '235ec2235ec22560c4235ec2215cc0205bbf205bbf215cc0235ec22163c41663bf2168c22657b33153aa5d79c35a77c72b50b82f62cf1e5fbd1a61bd1a5fc61b5ec61e5fb9215eb9215cc4215bc72260c5215fc2205ec11e5cbf1e5cbf',
  '235ec2235ec2205bbf205bbf205bbf1f5abe1f5abe205bbf205bbf1a5ebf0d60bc216ac6335ab94459b46d84d25b7ed21d52c22264dc175eca175ec8195dca1a5dc51a60b81e5eb62459c32557c6255ec5205ec11f5dc01e5cbf1e5cbf',
  '215fc2235ec2215cc0225dc1245fc32560c42560c4245fc3225dc11d5fc01665c22166c5254bb0344daa6983d05b81d41854c41c62db1a5dce1b5dcb1a5ecd1a5fc71b60bd1f5fb9265ac02659c4245dc4205ec11e5cc11d5bbe1e5cc1',
  '1c5cbd1e5cbf215fc2215fc4215fc4215fc4215fc41f5dc21e5cc11e5cbf1c5abd2861c82656c42f56bb6b8dd7557cc72960c5205ccc285dc7235cc31a5fc7185fc7215fc6245ec1235eba215cb82661c52560c6235ec6215cc2215cc4',
  '1d5dbf1e5ec0215fc4215fc4215fc4215fc4215fc4205ec11f5dc0205bbf2259bd2a5fc72257c9295ac1698fd8557dc32a60c0235cc52c5cc2275bc01a5fc61760c9235dc9265dc4225fb81e5eb52561c3245fc7225dc5205bc3205bc3',
  '1f5dc4205ec5205ec5215fc6215fc4215fc4215fc2205fc01f5ebf215dbf235bbc2960c72257c9295ac1698fd8547cc2295fbf235cc52c5cc0275bbe1a5fc61760c9215dcb245dc6225fbc1e5eb82460c2235ec4215cc2205bc1205bc1',
  '235dc9205dc7205dc7215fc6215fc42260c32261c22160bf205fbe205fbc225dbb2761c51f57c6285cc26991d9517cc1265ebd235cc52c5cc0275bbe1a5fc41760c9215dcb245dc8225ec01e5dba235ec2225dc3215cc2205bc1205bc1',
  '255dcc235dc9225cc7235ec6215fc42260c32261c02261be2061bb2161bb225fba2662c41e58c6285dc36791db507ac2255dbc245dc62c5cbe275cbc1a60c21760c7215dcd245ccb205ec31e5dbe225dc1225dc3215cc2215cc2205bc1',
  '275dca235bc8225cc7235ec6215fc42261c22362c12261be2162bc2262ba2262bc2362c31b57c5295ec46892dc4f79c1245cbb245dc42e5cbc275cb81a60c01760c6215dcd245ccd205dc71d5dc1225dc3225dc3225dc3225dc3215cc2',
  '265cc6225bc4225dc5235ec62260c52261c22362c12362bf2362bf2262bc2363bb2263c11a58c52960c56993df4e78c0245aba245ec22e5db9295cb51b60bd1860c4215dcb245ccd205cca1d5cc5235ec4235ec2235ec2235ec2235ec2',
];
const OX = 60, OY = 30;

interface Case {
  crop: readonly string[]; k: number; origin: readonly [number, number]; cloth: readonly number[];
  /** Pin-top places of the five seats in that frame (px): centre, top, bottom, left, right. */
  tops: readonly (readonly [number, number])[];
  seat: number; pCentre: number; p: number; peaks: readonly PinCand[];
}
const peak = (cls: PinCand['cls'], x: number, y: number, score: number): PinCand => ({ cls, x: OX + x, y: OY + y, score });
const C9400028: Case = {
  crop: CROP_9400028, k: 2.640, origin: [935, 576], cloth: [43, 107, 230],
  tops: [[926.2, 590.7], [902.1, 590.9], [950.27, 590.56], [926.4, 614.8], [926.0, 566.6]], seat: 2, pCentre: 0.00, p: 0.256,
  peaks: [peak('pin-standing', 15.58, 14.88, 0.40), peak('pin-fallen', 9.03, 15.03, 0.55)],
};
const C9700019: Case = {
  crop: CROP_9700019, k: 3.048, origin: [966, 568], cloth: [34, 94, 193],
  tops: [[980.1, 603.5], [1000.9, 604.0], [959.3, 603.0], [980.57, 582.70], [979.6, 624.3]], seat: 3, pCentre: 0.13, p: 0.397,
  peaks: [peak('pin-standing', 16.17, 14.25, 0.52), peak('pin-fallen', 16.63, 15.16, 0.61)],
};

/** The frame with the recorded crop. */
function frame(c: Case) {
  const img = paint(140, 100, () => null, c.cloth);
  return pasteCrop(img, c.crop, OX, OY);
}

/** The seats in table mm (px × k): the case's seat judged at `p`, the centre at `pCentre`, the other three empty at 0. */
function castle(c: Case, p = c.p, pCentre = c.pCentre): CastleGeometry {
  const pOf = (i: number): number => (i === c.seat ? p : i === 0 ? pCentre : 0);
  return castleAt(seatsFromTops(c.tops, c.origin, OX, OY, c.k), c.k, pOf, (i) => pOf(i) >= 0.5);
}
const run = (c: Case, cas = castle(c)): string[] => namesAt(verifyPins(frame(c), c.peaks, c.k, cas));

describe('a white pin standing with the red pin lying against it, its seat judged empty with doubt (red-against.ts)', () => {
  it('the bar asks a pin\'s red part, below colour-split.ts\'s split bar (the red pin half under the white one)', () => {
    expect(AGAINST_RED_MIN_AREA_MM2).toBeGreaterThan(0);
    expect(AGAINST_RED_MIN_AREA_MM2).toBeLessThan(SPLIT_RED_MIN_AREA_MM2);
    for (const c of [C9400028, C9700019]) {
      const red = tonePart(frame(c), c.peaks[0]!.x, c.peaks[0]!.y, c.k, 'red', castle(c)).areaMm2;
      expect(red).toBeGreaterThanOrEqual(AGAINST_RED_MIN_AREA_MM2);
    }
  });

  it('9 400 028 scene 2: the bottom seat\'s pin stands, the red pin lies', () => {
    expect(run(C9400028)).toEqual(['pin-fallen 69,45', 'pin-standing 76,45']);
  });

  it('9 700 019 scene 1: the left seat\'s pin stands, the red pin lies', () => {
    expect(run(C9700019)).toEqual(['pin-fallen 77,45', 'pin-standing 75,45']);
  });

  it('below doubtfulSticker the classifier is sure the seat is empty: the blob stays one lying pin', () => {
    const p = DEFAULT_SEAT_LINES.doubtfulSticker - 0.01;
    expect(run(C9400028, castle(C9400028, p))).toEqual(['pin-fallen 69,45']);
    expect(run(C9700019, castle(C9700019, p))).toEqual(['pin-fallen 77,45']);
  });

  it('with the centre seat judged standing the red is not the red pin lying: the blob stays lying', () => {
    expect(run(C9400028, castle(C9400028, C9400028.p, 0.9))).toEqual(['pin-fallen 69,45', 'pin-standing 51,45']);
  });
});
