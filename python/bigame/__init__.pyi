from typing import Any, Dict, Hashable, List, NamedTuple, Optional, Sequence, Set, Tuple, Union, overload

import numpy as np
import numpy.typing as npt

__version__: str

# A graph: a scipy.sparse matrix or array, a NetworkX graph, or (n, edges) with an (m, 2)
# integer array. A bipartite input: a scipy.sparse matrix, a 2-D numpy array, a NetworkX graph
# with sides (top_nodes= or the 'bipartite' node attribute), or ((rows, cols), entries).
GraphLike = Any
BipartiteLike = Any
BoardLike = Union[str, bytes, Sequence[str], npt.NDArray[np.bool_]]

def maximum_bipartite_matching(
    A: BipartiteLike, perm_type: str = "row", *, top_nodes: Optional[Sequence[Hashable]] = None
) -> Union[npt.NDArray[np.int32], Dict[Hashable, Hashable]]: ...
def structural_rank(A: BipartiteLike, *, top_nodes: Optional[Sequence[Hashable]] = None) -> int: ...

class Dmperm(NamedTuple):
    p: Union[npt.NDArray[np.int64], List[Hashable]]
    q: Union[npt.NDArray[np.int64], List[Hashable]]
    r: npt.NDArray[np.int64]
    s: npt.NDArray[np.int64]
    cc: npt.NDArray[np.int64]
    rr: npt.NDArray[np.int64]

def dmperm(A: BipartiteLike, *, top_nodes: Optional[Sequence[Hashable]] = None) -> Dmperm: ...
def maximum_matching(
    G: GraphLike, *, top_nodes: Optional[Sequence[Hashable]] = None, bipartite: bool = False
) -> Union[npt.NDArray[np.int64], Dict[Hashable, Optional[Hashable]]]: ...

def minimum_vertex_cover(
    G: GraphLike, top_nodes: Optional[Sequence[Hashable]] = None, *, bipartite: bool = False
) -> Set[Hashable]: ...
def maximum_independent_set(
    G: GraphLike, top_nodes: Optional[Sequence[Hashable]] = None, *, bipartite: bool = False
) -> Set[Hashable]: ...
def minimum_edge_cover(
    G: GraphLike, *, top_nodes: Optional[Sequence[Hashable]] = None, bipartite: bool = False
) -> Set[Tuple[Hashable, Hashable]]: ...

class Decomposition(NamedTuple):
    D: Union[npt.NDArray[np.int64], List[Hashable]]
    A: Union[npt.NDArray[np.int64], List[Hashable]]
    C: Union[npt.NDArray[np.int64], List[Hashable]]
    component: Union[npt.NDArray[np.int64], Dict[Hashable, Optional[int]]]
    matching: Union[npt.NDArray[np.int64], Dict[Hashable, Optional[Hashable]]]

def gallai_edmonds(G: GraphLike, *, bipartite: bool = False) -> Decomposition: ...

class EdgeClassResult(NamedTuple):
    edges: npt.NDArray[np.int64]
    classes: npt.NDArray[np.str_]

def edge_classes(
    G: GraphLike, *, top_nodes: Optional[Sequence[Hashable]] = None, bipartite: bool = False
) -> Union[EdgeClassResult, Dict[Tuple[Any, ...], str]]: ...

class Analysis(NamedTuple):
    wins: Union[npt.NDArray[np.bool_], Dict[Hashable, bool]]
    moves: Union[npt.NDArray[np.int64], Dict[Hashable, Optional[Hashable]]]

def analyze(
    G: GraphLike, *, top_nodes: Optional[Sequence[Hashable]] = None, bipartite: bool = False
) -> Analysis: ...
def edge_geography(
    G: GraphLike, *, top_nodes: Optional[Sequence[Hashable]] = None, bipartite: bool = False
) -> Analysis: ...
def winning_starts(
    G: GraphLike, *, top_nodes: Optional[Sequence[Hashable]] = None, bipartite: bool = False
) -> Union[npt.NDArray[np.bool_], Dict[Hashable, bool]]: ...

class Certificate(NamedTuple):
    matching: npt.NDArray[np.int64]
    barrier: npt.NDArray[np.int64]
    claims: npt.NDArray[np.str_]
    via: npt.NDArray[np.int64]
    nodes: Optional[List[Hashable]] = ...
    @property
    def wins(self) -> npt.NDArray[np.bool_]: ...

def certificate(G: GraphLike, *, bipartite: bool = False) -> Certificate: ...
def verify(G: GraphLike, cert: Certificate, *, bipartite: bool = False) -> Dict[str, int]: ...

class BoardSolution(NamedTuple):
    wins: npt.NDArray[np.bool_]
    moves: npt.NDArray[np.int64]

def solve_board(board: BoardLike, moves: str = "rook") -> BoardSolution: ...

class Ply(NamedTuple):
    number: int
    to: Tuple[int, int]
    winning_before: bool
    wins_after: bool
    instead: Optional[Tuple[int, int]]
    @property
    def mistake(self) -> bool: ...

class Review(NamedTuple):
    plies: List[Ply]
    mistakes: List[int]

def review(record_text: Union[str, bytes]) -> Review: ...

class FileGraph(NamedTuple):
    n: int
    edges: npt.NDArray[np.int64]
    labels: Optional[List[str]]
    format: str
    rows: Optional[int]

def read_graph(
    path: Any,
    format: Optional[str] = None,
    *,
    weights: str = "refuse",
    self_loops: str = "refuse",
    delimiter: Optional[str] = None,
    header: Optional[bool] = None,
    matrix: Optional[str] = None,
) -> FileGraph: ...

@overload
def grundy(
    G: GraphLike, start: None = ..., *, bipartite: bool = False
) -> Union[npt.NDArray[np.int64], Dict[Hashable, int]]: ...
@overload
def grundy(G: GraphLike, start: Hashable, *, bipartite: bool = False) -> int: ...

class SumAnswer(NamedTuple):
    values: List[int]
    total: int
    winner: str
    move: Optional[Tuple[int, Hashable]]

def grundy_of_sum(
    parts: Sequence[Tuple[GraphLike, Hashable]], *, bipartite: bool = False
) -> SumAnswer: ...

class Game:
    def __init__(
        self,
        G: Union[GraphLike, BoardLike],
        start: Any,
        *,
        moves: str = "rook",
        top_nodes: Optional[Sequence[Hashable]] = None,
        bipartite: bool = False,
        rules: str = "vertex",
    ) -> None: ...
    rules: str
    def legal_moves(self) -> List[Any]: ...
    def play(self, move: Any) -> None: ...
    def undo(self) -> Any: ...
    def best_move(self) -> Any: ...
    @property
    def winning(self) -> bool: ...
    @property
    def over(self) -> bool: ...
    @property
    def winner(self) -> Optional[str]: ...
    @property
    def to_move(self) -> str: ...
    @property
    def token(self) -> Any: ...
    @property
    def history(self) -> List[Any]: ...
